/** What a voice receipt code means, in English (the console shows `vms.remark.<code>` in the reader's language). */
export const VOICE_REMARKS: Readonly<Record<string, string>> = {
  ANSWERED: 'Answered',
  NO_ANSWER: 'No answer',
  BUSY: 'Line busy',
  REJECTED: 'Call rejected',
  UNKNOWN: 'Result unknown',
  NO_RECEIPT: 'No result from the carrier',
  OPTED_OUT: 'The number opted out',
  SUBMIT_UNCONFIRMED: 'Not confirmed by the carrier',
};

/** The remark of a call by its receipt code; a code the table does not know (a carrier's refusal) is shown as 'Not placed: <code>'. */
export function voiceRemark(code: string): string {
  if (code === '') return '';
  return VOICE_REMARKS[code] ?? `Not placed: ${code}`;
}
