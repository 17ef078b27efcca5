import { describe, expect, it } from 'vitest';
import { CHECK_CHUNK, runRecipientCheck } from './runRecipientCheck';

describe('chunked recipient check', () => {
  it('reports progress per chunk and answers the summary', async () => {
    const list = Array.from({ length: CHECK_CHUNK * 2 + 10 }, (_v, i) => `+4474009${String(i).padStart(5, '0')}`);
    const progress: number[] = [];
    const s = await runRecipientCheck(list, { supported: ['GB'] }, { progress: (done) => progress.push(done) });
    expect(progress).toEqual([CHECK_CHUNK, CHECK_CHUNK * 2, CHECK_CHUNK * 2 + 10]);
    expect(s?.entries).toBe(list.length);
  });

  it('stops when a newer request cancels it', async () => {
    const list = Array.from({ length: CHECK_CHUNK * 3 }, () => '+14155550199');
    let chunks = 0;
    const s = await runRecipientCheck(list, {}, { progress: () => chunks++, cancelled: () => chunks >= 1 });
    expect(s).toBeNull();
    expect(chunks).toBe(1);
  });
});
