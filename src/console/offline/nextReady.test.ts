import { describe, expect, it } from 'vitest';
import { nextDueAt, nextReady } from './nextReady';
import type { OutboxItem, OutboxState } from './outboxTypes';

let seq = 0;
const item = (target: string, state: OutboxState, nextAttemptAt = 0): OutboxItem => ({
  seq: ++seq,
  id: `i${seq}`,
  userId: 1,
  target,
  kind: 'action',
  action: 'CreateAccessKey',
  params: {},
  idempotencyKey: `key-${seq}-abcdefgh`,
  label: '',
  state,
  attempts: 0,
  nextAttemptAt,
  createdAt: 0,
  updatedAt: 0,
});

describe('nextReady (order per target)', () => {
  it('takes items in insertion order', () => {
    const a = item('A', 'pending');
    const b = item('B', 'pending');
    expect(nextReady([a, b], 0)).toBe(a);
  });

  it('a waiting head blocks its target, not the others', () => {
    const a1 = item('A', 'retry-wait', 5000);
    const a2 = item('A', 'pending');
    const b = item('B', 'pending');
    expect(nextReady([a1, a2, b], 1000)).toBe(b);
    expect(nextReady([a1, a2], 1000)).toBeNull();
    expect(nextReady([a1, a2], 5000)).toBe(a1);
    expect(nextReady([a1, a2], 1000, { force: true })).toBe(a1);
  });

  it('an item in flight blocks its target; left-over ones are resumed on request', () => {
    const a1 = item('A', 'sending');
    const a2 = item('A', 'pending');
    expect(nextReady([a1, a2], 0)).toBeNull();
    expect(nextReady([a1, a2], 0, { resumeSending: true })).toBe(a1);
  });

  it('a parked failure leaves the line', () => {
    const a1 = item('A', 'failed-parked');
    const a2 = item('A', 'pending');
    expect(nextReady([a1, a2], 0)).toBe(a2);
  });

  it('a held-auth item stops everything until sign-in', () => {
    expect(nextReady([item('A', 'held-auth'), item('B', 'pending')], 0)).toBeNull();
  });

  it('nextDueAt gives the earliest retry', () => {
    expect(nextDueAt([item('A', 'retry-wait', 900), item('B', 'retry-wait', 300), item('C', 'pending')])).toBe(300);
    expect(nextDueAt([item('A', 'pending')])).toBeNull();
  });
});
