import { describe, expect, it } from 'vitest';
import { skipEntryPreloads } from './startupPreloads';

const deps = ['assets/auth-Dh1.js', 'assets/react-D7x.js', 'assets/index-CL0.js', 'assets/startup-Cx3.js', 'assets/rolldown-runtime-XKy.js', 'assets/TextField-BDI.js', 'assets/index-9TV.css'];

describe('skipEntryPreloads (modulePreload.resolveDependencies)', () => {
  it('preloads nothing from script for the entry: index.html names its chunks', () => {
    expect(skipEntryPreloads('assets/main-7z6.js', deps, { hostId: 'assets/index-CL0.js', hostType: 'js' })).toEqual([]);
  });

  it("leaves out of a lazy chunk's preloads the start-up chunks already evaluated, and keeps its own chunks and the stylesheet", () => {
    expect(skipEntryPreloads('assets/auth-Dh1.js', deps, { hostId: 'assets/startup-Cx3.js', hostType: 'js' })).toEqual(['assets/auth-Dh1.js', 'assets/TextField-BDI.js', 'assets/index-9TV.css']);
  });

  it("keeps index.html's preload tags for the entry's static imports (the preload scanner fetches them with it)", () => {
    expect(skipEntryPreloads('assets/index-CL0.js', ['assets/rolldown-runtime-XKy.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/rolldown-runtime-XKy.js']);
  });
});
