import { randomBytes } from 'node:crypto';

const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();

/** Public ids of the audience area: a readable prefix and random hex (never guessable from another id). */
export const audienceIds = {
  contact: () => `CT${hex(8)}`,
  group: () => `GRP${hex(6)}`,
  tag: () => `TAG${hex(6)}`,
  attribute: () => `ATR${hex(6)}`,
  segment: () => `SEG${hex(6)}`,
  contactImport: () => `IMP${hex(8)}`,
  contactExport: () => `CEX${hex(8)}`,
};
