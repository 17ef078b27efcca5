import { randomBytes, randomUUID } from 'node:crypto';

const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();

/** Public ids: a readable prefix and random hex (never guessable from another id). */
export const smsIds = {
  task: () => `ST${hex(8)}`,
  session: () => randomUUID(),
  template: () => `UTA${hex(6)}`,
  export: () => `EXP${hex(8)}`,
  rule: () => `RULE${hex(6)}`,
};
