/** Sender ID: letters and digits only, 3-11 characters (spec 001 §5, §9). */
export const SENDER_ID_RE = /^[A-Za-z0-9]{3,11}$/;
export const SENDER_ID_TEXT = 'Sender ID must be 3-11 letters or digits';

export function isSenderId(value: string): boolean {
  return SENDER_ID_RE.test(value);
}
