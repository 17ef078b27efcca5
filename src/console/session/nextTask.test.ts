import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the current task and its microtasks, in call order', async () => {
    const order: string[] = [];
    const a = nextTask().then(() => order.push('a'));
    const b = nextTask().then(() => order.push('b'));
    queueMicrotask(() => order.push('microtask'));
    order.push('sync');
    await Promise.all([a, b]);
    expect(order).toEqual(['sync', 'microtask', 'a', 'b']);
  });

  it('does not wait for timers (fake timers in a test do not hold it)', async () => {
    vi.useFakeTimers();
    await expect(nextTask().then(() => 'done')).resolves.toBe('done');
  });
});
