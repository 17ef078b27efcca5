import { describe, expect, it } from 'vitest';
import { RetCode } from '../../contract/retCodes';
import { backoffDelay } from './backoffDelay';
import { canRetry, transition, verdictOf } from './outboxTransition';

describe('outbox state machine', () => {
  const now = 1_000_000;

  it('RetCode 0 is done', () => {
    expect(transition({ attempts: 0 }, { type: 'answer', retCode: 0, message: 'Success' }, now, 0.5)).toEqual({
      state: 'done',
      attempts: 1,
      nextAttemptAt: now,
    });
  });

  it('network errors, timeouts, 5xx, 429 and RateLimited wait and retry', () => {
    const outcomes = [
      { type: 'network', message: 'Failed to fetch' },
      { type: 'timeout' },
      { type: 'http', status: 502 },
      { type: 'http', status: 503 },
      { type: 'http', status: 429 },
      { type: 'answer', retCode: RetCode.RateLimited, message: 'Too many' },
      { type: 'answer', retCode: RetCode.InternalError, message: 'busy' },
    ] as const;
    for (const o of outcomes) {
      const t = transition({ attempts: 2 }, o, now, 0);
      expect(t.state, JSON.stringify(o)).toBe('retry-wait');
      expect(t.attempts).toBe(3);
      expect(t.nextAttemptAt).toBe(now + backoffDelay(3, 0));
      expect(t.lastError?.message).toBeTruthy();
    }
  });

  it('any other RetCode parks the item with the server Message', () => {
    const t = transition({ attempts: 0 }, { type: 'answer', retCode: RetCode.InvalidParams, message: 'Name: Name is required' }, now, 0.3);
    expect(t.state).toBe('failed-parked');
    expect(t.lastError).toEqual({ retCode: RetCode.InvalidParams, message: 'Name: Name is required' });
    expect(t.nextAttemptAt).toBe(Number.MAX_SAFE_INTEGER);
    expect(verdictOf({ type: 'http', status: 404 })).toBe('park');
  });

  it('215398 holds the item until the user signs in again', () => {
    const t = transition({ attempts: 4 }, { type: 'answer', retCode: RetCode.NotLoggedIn, message: 'Not signed in' }, now, 0.3);
    expect(t.state).toBe('held-auth');
    expect(t.lastError?.retCode).toBe(215398);
  });

  it('parked, waiting and held items can be retried; done cannot', () => {
    expect(canRetry('failed-parked')).toBe(true);
    expect(canRetry('held-auth')).toBe(true);
    expect(canRetry('retry-wait')).toBe(true);
    expect(canRetry('done')).toBe(false);
    expect(canRetry('sending')).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt, with jitter between half and all of the ceiling', () => {
    expect(backoffDelay(1, 0)).toBe(500);
    expect(backoffDelay(1, 1)).toBe(1000);
    expect(backoffDelay(2, 0)).toBe(1000);
    expect(backoffDelay(4, 0.5)).toBe(6000);
    for (let n = 1; n < 12; n++) {
      for (const r of [0, 0.25, 0.99]) {
        const d = backoffDelay(n, r);
        const ceiling = Math.min(300_000, 1000 * 2 ** (n - 1));
        expect(d).toBeGreaterThanOrEqual(ceiling / 2);
        expect(d).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('is capped at five minutes and never overflows', () => {
    expect(backoffDelay(50, 1)).toBe(300_000);
    expect(backoffDelay(10_000, 0)).toBe(150_000);
    expect(backoffDelay(0, 0)).toBe(500);
  });

  it('spreads retries of many clients (jitter)', () => {
    const delays = new Set(Array.from({ length: 100 }, (_, i) => backoffDelay(6, i / 100)));
    expect(delays.size).toBeGreaterThan(90);
  });
});
