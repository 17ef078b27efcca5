import type { UserRow } from './actions/account/findUser';
import type { GatewayConfig } from './config';
import type { Executor } from './db/client';
import type { Channel } from './messaging/Channel';

/** The signed-in caller, resolved from the access token or access key. */
export interface Caller {
  userId: number;
  email: string;
  /** Session of the access token; null when an access key was used. */
  sessionId: number | null;
  /**
   * The user's row when the request was signed in (possibly from the auth cache, which every change
   * to the user invalidates). Handlers that change the user read it again in their transaction.
   */
  user: UserRow;
}

/** What every handler receives besides its parsed params. */
export interface ActionContext {
  /** The transaction of this call for writes, the database for reads. */
  db: Executor;
  config: GatewayConfig;
  /** The messaging core's channels of this gateway (SMS first; tests may add more). */
  channels: readonly Channel[];
  caller: Caller | null;
  ip: string;
  now: number;
  /** Runs after the transaction commits (e.g. hand e-mails to SMTP). */
  afterCommit(fn: () => Promise<void> | void): void;
  /** Starts delivery of queued e-mails and codes (registered with afterCommit by queueMessage). */
  flushOutbound(): void;
}

/** Context of an Action that needs sign-in: the caller is always present. */
export interface UserContext extends ActionContext {
  caller: Caller;
}
