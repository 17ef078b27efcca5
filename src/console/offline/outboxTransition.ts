import { RetCode } from '../../contract/retCodes';
import { backoffDelay, type BackoffOptions, DEFAULT_BACKOFF } from './backoffDelay';
import type { AttemptOutcome, OutboxError, OutboxState } from './outboxTypes';

/** RetCodes that are not a refusal of the request but "try again later". */
const RETRYABLE_RETCODES: ReadonlySet<number> = new Set([RetCode.RateLimited, RetCode.InternalError]);

export type Verdict = 'done' | 'retry' | 'park' | 'hold-auth';

/** Classifies one attempt's outcome. Only a definite answer ends an item. */
export function verdictOf(outcome: AttemptOutcome): Verdict {
  switch (outcome.type) {
    case 'network':
    case 'timeout':
      return 'retry';
    case 'http':
      return outcome.status >= 500 || outcome.status === 429 || outcome.status === 408 ? 'retry' : 'park';
    case 'answer':
      if (outcome.retCode === RetCode.Success) return 'done';
      if (outcome.retCode === RetCode.NotLoggedIn) return 'hold-auth';
      return RETRYABLE_RETCODES.has(outcome.retCode) ? 'retry' : 'park';
  }
}

function errorOf(outcome: AttemptOutcome): OutboxError | undefined {
  switch (outcome.type) {
    case 'network':
      return { kind: 'network', message: outcome.message };
    case 'timeout':
      return { kind: 'timeout', message: 'timeout' };
    case 'http':
      return { kind: 'http', message: `HTTP ${outcome.status}` };
    case 'answer':
      return outcome.retCode === RetCode.Success ? undefined : { retCode: outcome.retCode, message: outcome.message };
  }
}

export interface TransitionInput {
  attempts: number;
}

export interface Transition {
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: OutboxError;
}

/**
 * The outbox state machine: sending -> done | retry-wait | failed-parked | held-auth.
 * `attempts` counts finished attempts; retries wait backoffDelay(attempts) after `now`.
 */
export function transition(
  item: TransitionInput,
  outcome: AttemptOutcome,
  now: number,
  random: number,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): Transition {
  const attempts = item.attempts + 1;
  const lastError = errorOf(outcome);
  switch (verdictOf(outcome)) {
    case 'done':
      return { state: 'done', attempts, nextAttemptAt: now };
    case 'retry':
      return { state: 'retry-wait', attempts, nextAttemptAt: now + backoffDelay(attempts, random, backoff), lastError };
    case 'park':
      return { state: 'failed-parked', attempts, nextAttemptAt: Number.MAX_SAFE_INTEGER, lastError };
    case 'hold-auth':
      return { state: 'held-auth', attempts, nextAttemptAt: Number.MAX_SAFE_INTEGER, lastError };
  }
}

/** States a user action moves an item out of: retry (same key) and edit (new key, new params). */
export function canRetry(state: OutboxState): boolean {
  return state === 'failed-parked' || state === 'retry-wait' || state === 'held-auth';
}
