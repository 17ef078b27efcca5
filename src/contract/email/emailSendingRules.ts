/**
 * E-mail sending rules (spec 001 §5 "Email", §7 import files; issue 13 "Sending and tasks"), shared
 * by the console's sending form and the gateway's params.
 */

/** Recipients of one e-mail task: up to 500,000 addresses (spec 001 §7: suggested maximum for e-mail files). */
export const EMAIL_RECIPIENTS_MAX = 500_000;
/** An e-mail recipient file: at most 20 MB (spec 001 §7). */
export const EMAIL_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** A test e-mail goes to at most 5 addresses, one per line (spec 001 §5). */
export const EMAIL_TEST_MAX = 5;
export const EMAIL_SUBJECT_MAX = 998;
/** The HTML content of one e-mail: at most 512 KiB. */
export const EMAIL_HTML_MAX = 512 * 1024;
export const EMAIL_TEXT_MAX = 256 * 1024;

export const EmailSendText = {
  SubjectRequired: 'Subject is required',
  RecipientsRequired: 'Please select recipients.',
  ContentRequired: 'Content is required',
  SenderRequired: 'Sender is required',
  TestAddressesMax: `A test e-mail goes to at most ${EMAIL_TEST_MAX} addresses, one per line`,
  TestAddressInvalid: 'Must be a valid email',
  TestHasVariables: 'A test e-mail cannot be sent while the content has variables',
} as const;

/** Variables in e-mail content or subject: `{{name}}` or `{{1}}` (filled per recipient by the template editor's sends). */
const VARIABLE_RE = /\{\{\s*[\w.-]+\s*\}\}/;

/** Whether a subject or content has a variable (then no test e-mail: spec 001 §5). */
export function hasEmailVariables(...parts: readonly (string | undefined)[]): boolean {
  return parts.some((p) => p !== undefined && VARIABLE_RE.test(p));
}

/** The addresses of a test e-mail as typed: one per line, blank lines ignored. */
export function testAddressLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
