import { describe, expect, it } from 'vitest';
import { workerCount } from './workerCount';

describe('workerCount', () => {
  it('runs one process per core with DATABASE_URL, or the WORKERS given', () => {
    expect(workerCount({ DATABASE_URL: 'postgres://x/y' }, 4)).toEqual({ workers: 4 });
    expect(workerCount({ DATABASE_URL: 'postgres://x/y', WORKERS: '2' }, 8)).toEqual({ workers: 2 });
    expect(workerCount({ DATABASE_URL: 'postgres://x/y', WORKERS: '' }, 3)).toEqual({ workers: 3 });
  });

  it('always runs one process on embedded PGlite, saying why when more were asked for', () => {
    expect(workerCount({}, 8)).toEqual({ workers: 1 });
    expect(workerCount({ WORKERS: '4' }, 8)).toMatchObject({ workers: 1, note: expect.stringContaining('PGlite') });
  });

  it('refuses a WORKERS that is not a whole number from 1 to 256', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '1000']) {
      expect(() => workerCount({ DATABASE_URL: 'postgres://x/y', WORKERS: bad }, 2)).toThrow(/WORKERS must be a whole number/);
    }
  });
});
