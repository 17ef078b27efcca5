import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettled, SETTLE_DELAY_MS } from './afterPageSettled';

/** A page whose load event, timers and idle callbacks the test drives. */
function fakePage(readyState: DocumentReadyState, withIdle = true) {
  const onLoad: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const page = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'load') onLoad.push(fn);
    },
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    requestIdleCallback: withIdle ? (fn: () => void) => idle.push(fn) : undefined,
  };
  return { page: page as unknown as Parameters<typeof afterPageSettled>[0], load: () => onLoad.splice(0).forEach((f) => f()), idle: () => idle.splice(0).forEach((f) => f()) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('afterPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, the delay and an idle moment, in that order', async () => {
    const { page, load, idle } = fakePage('interactive');
    let settled = false;
    void afterPageSettled(page).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS * 2);
    expect(settled).toBe(false); // no load event yet
    load();
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    idle(); // an idle moment before the delay is over does not count
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false); // the delay is over: now it waits for the main thread to be idle
    idle();
    await flush();
    expect(settled).toBe(true);
  });

  it('counts the delay from now when the page has already loaded, and needs no idle callback where there is none', async () => {
    const { page } = fakePage('complete', false);
    let settled = false;
    void afterPageSettled(page).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
