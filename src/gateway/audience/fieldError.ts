import { RetCode, type RetCodeValue } from '../../contract/retCodes';
import { retCodeMessages } from '../../contract/messages';
import { ActionError } from '../errors';

/**
 * A refusal naming the parameter it is about, in the gateway's validation style
 * ('Contacts.2.Phone: Invalid phone number format'), so a form can show it beside its field.
 */
export function fieldError(path: string, message: string, retCode: RetCodeValue = RetCode.InvalidParams): ActionError {
  return new ActionError(retCode, `${path}: ${message}`);
}

/** 'A contact with this e-mail or phone number already exists', naming the field. */
export function contactExists(path: string): ActionError {
  return fieldError(path, retCodeMessages[RetCode.ContactExists], RetCode.ContactExists);
}

/** A unique index refused the write (PostgreSQL and PGlite both say 23505; Drizzle may wrap it). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
