import { NotFoundRetCodes } from '../../contract/notFoundCodes';
import { ActionError } from './actionErrors';

/** Whether a read failed because what it asked for does not exist (a not-found RetCode of the contract). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ActionError && NotFoundRetCodes.has(error.retCode);
}
