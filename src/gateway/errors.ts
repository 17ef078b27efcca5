import { retCodeMessages } from '../contract/messages';
import type { RetCodeValue } from '../contract/retCodes';

/**
 * Thrown by handlers to answer with a non-zero RetCode. The transaction is rolled back, unless
 * `commit` is set: then what the handler wrote so far is kept (e.g. revoking a session on
 * refresh-token reuse) and the caller still gets the error.
 */
export class ActionError extends Error {
  readonly commit: boolean;
  constructor(
    readonly retCode: RetCodeValue,
    message?: string,
    readonly data?: unknown,
    opts: { commit?: boolean } = {},
  ) {
    super(message ?? retCodeMessages[retCode]);
    this.commit = opts.commit ?? false;
  }
}
