import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toasts } from './toastStore';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toasts.value = [];
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 3 at once, dropping the oldest', () => {
    for (const n of [1, 2, 3, 4]) showToast('error', `e${n}`);
    expect(toasts.value.map((t) => t.text)).toEqual(['e2', 'e3', 'e4']);
  });
  it('hides each toast after 3 s', () => {
    showToast('info', 'a');
    vi.advanceTimersByTime(2_999);
    expect(toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.value).toHaveLength(0);
  });
});
