import { describe, expect, it } from 'vitest';

describe('zodConfig', () => {
  it('turns zod jitless without importing zod first', async () => {
    await import('./zodConfig');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
