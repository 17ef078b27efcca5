/** The delivery receipt text of SMPP 3.4 Appendix B. */
export interface ReceiptText {
  id: string;
  stat: string;
  err: string;
  submitDate: string;
  doneDate: string;
}

/** YYMMDDhhmm in UTC. */
export function smppDate(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

export function formatReceipt(r: ReceiptText, text = ''): string {
  const delivered = r.stat === 'DELIVRD' ? '001' : '000';
  return `id:${r.id} sub:001 dlvrd:${delivered} submit date:${r.submitDate} done date:${r.doneDate} stat:${r.stat} err:${r.err} text:${text.slice(0, 20)}`;
}

/** Null when the text is not a receipt. */
export function parseReceipt(text: string): ReceiptText | null {
  const field = (name: string) => new RegExp(`(?:^|\\s)${name}:(\\S*)`, 'i').exec(text)?.[1];
  const id = field('id');
  const stat = field('stat');
  if (!id || !stat) return null;
  return { id, stat: stat.toUpperCase(), err: field('err') ?? '000', submitDate: field('submit date') ?? '', doneDate: field('done date') ?? '' };
}

/** Final states: DELIVRD is success; UNDELIV, REJECTD, EXPIRED, DELETED fail; UNKNOWN is unknown; ENROUTE and ACCEPTD are not final. */
export function receiptResult(stat: string): 'Success' | 'Fail' | 'Unknown' | null {
  switch (stat) {
    case 'DELIVRD':
      return 'Success';
    case 'UNDELIV':
    case 'REJECTD':
    case 'EXPIRED':
    case 'DELETED':
      return 'Fail';
    case 'UNKNOWN':
      return 'Unknown';
    default:
      return null;
  }
}
