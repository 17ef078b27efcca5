/**
 * Outbox item states:
 * - pending: waiting for its first (or a forced) attempt;
 * - sending: an attempt is in flight (left over after a crash: sent again with the same key);
 * - retry-wait: no definite answer (network error, timeout, 5xx, rate limit): retried after back-off;
 * - failed-parked: a definite refusal (RetCode != 0): kept with the Message for retry, edit or discard;
 * - held-auth: the session ended (215398): kept until the same user signs in again.
 * A definite success ("done") removes the item.
 */
export type OutboxState = 'pending' | 'sending' | 'retry-wait' | 'failed-parked' | 'held-auth' | 'done';

/** An upload waiting in the outbox (spec 001 §7), with how far it got. */
export interface OutboxUpload {
  blob: Blob;
  fileName: string;
  fileType: string;
  kind: string;
  /** Lower-case hex, once hashed. */
  md5?: string;
  /** IdempotencyKey of the grant and the ExpiryDate it was asked with (a replay must send the same params). */
  grantKey: string;
  expiryDate: number;
  grant?: { Authorization: string; Address: string; FileId: string; MediaURL: string; ExpiryDate: number };
}

export interface OutboxError {
  /** The gateway's refusal (its Message is shown); absent when there was no answer. */
  retCode?: number;
  /** No answer: why (shown in words, never the browser's "Failed to fetch"). Absent on items of older versions. */
  kind?: 'network' | 'timeout' | 'http';
  message: string;
}

export interface OutboxItem {
  /** Insertion order (auto-increment): the replay order. */
  seq?: number;
  id: string;
  userId: number;
  /** Ordering lane: items of one target are sent in order, one at a time. */
  target: string;
  kind: 'action' | 'upload';
  action: string;
  params: Record<string, unknown>;
  /** Created before the first attempt; the gateway keeps one effect per key. */
  idempotencyKey: string;
  /** What the user sees in the outbox list (the registry's `title` over the params). */
  label: string;
  /** The same title in Chinese (the registry's `titleZh`), when it has one. */
  labelZh?: string;
  /** Reads fetched again once it succeeds (the registry's `invalidates`, stored at enqueue; absent on items of older versions). */
  invalidates?: string[];
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  lastError?: OutboxError;
  upload?: OutboxUpload;
  /** While its caller waits for the answer (ms): a refusal then goes back to the form, not the outbox. */
  waitUntil?: number;
}

/** What one attempt produced. */
export type AttemptOutcome =
  | { type: 'network'; message: string }
  | { type: 'timeout' }
  | { type: 'http'; status: number }
  | { type: 'answer'; retCode: number; message: string; data?: unknown };
