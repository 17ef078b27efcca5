import { retCodeMessages } from '../contract/messages';
import type { RetCodeValue } from '../contract/retCodes';
import { serverText, type ServerMessage } from '../contract/serverTexts';

/**
 * Thrown by handlers to answer with a non-zero RetCode. The transaction is rolled back, unless
 * `commit` is set: then what the handler wrote so far is kept (e.g. revoking a session on
 * refresh-token reuse) and the caller still gets the error.
 */
export class ActionError extends Error {
  readonly commit: boolean;
  /** The Message as a key with parameters (contract/serverTexts.ts), when it is not the RetCode's default. */
  readonly serverMessage: ServerMessage | null;
  constructor(
    readonly retCode: RetCodeValue,
    message?: string | ServerMessage,
    readonly data?: unknown,
    opts: { commit?: boolean } = {},
  ) {
    super(message === undefined ? retCodeMessages[retCode] : typeof message === 'string' ? message : serverText(message.key, message.params));
    this.serverMessage = typeof message === 'object' ? message : null;
    this.commit = opts.commit ?? false;
  }
}
