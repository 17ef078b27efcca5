import { describe, expect, it } from 'vitest';
import { addLeaveGuard, confirmLeave, pendingLeaveMessage } from './leaveGuard';

describe('leave guard', () => {
  it('asks only while a guard reports unsaved changes, and forgets removed guards', () => {
    let dirty = false;
    const remove = addLeaveGuard(() => (dirty ? 'Unsaved' : null));
    const asked: string[] = [];
    const ask = (m: string) => (asked.push(m), false);
    expect(confirmLeave(ask)).toBe(true);
    dirty = true;
    expect(pendingLeaveMessage()).toBe('Unsaved');
    expect(confirmLeave(ask)).toBe(false);
    expect(confirmLeave(() => true)).toBe(true);
    remove();
    expect(confirmLeave(ask)).toBe(true);
    expect(asked).toEqual(['Unsaved']);
  });
});
