import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { signInByApi } from './helpers';
import { test } from './test';

/** 64 MiB of a fixed pattern, made the same way in Node and in the page. */
const SIZE = 64 * 1024 * 1024;
function pattern(): Buffer {
  const b = Buffer.alloc(SIZE);
  for (let i = 0; i < SIZE; i++) b[i] = (i * 31 + (i >>> 13)) & 0xff;
  return b;
}

test('a 64 MiB file hashes in the workers with no main-thread task over 50 ms, and the digest is right', async ({ page, request }) => {
  test.setTimeout(240_000);
  const expected = createHash('md5').update(pattern()).digest('hex');
  await signInByApi(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = `/${manifest['offline/offlineRuntime.ts']!.file}`;
  const result = await page.evaluate(
    async ({ chunk, size }) => {
      const m = (await import(chunk)) as { hashBlob: (b: Blob) => Promise<string> };
      const bytes = new Uint8Array(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >>> 13)) & 0xff;
      const blob = new Blob([bytes]);
      await m.hashBlob(new Blob([new Uint8Array(1024)])); // the workers started and compiled
      await new Promise((r) => setTimeout(r, 200));
      const long: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(Math.round(e.duration))));
      observer.observe({ type: 'longtask', buffered: false });
      const md5 = await m.hashBlob(blob);
      await new Promise((r) => setTimeout(r, 100));
      observer.disconnect();
      return { md5, long };
    },
    { chunk, size: SIZE },
  );
  expect(result.md5).toBe(expected);
  expect(result.long, 'main-thread tasks over 50 ms while hashing').toEqual([]);
});
