import { randomBytes } from 'node:crypto';

const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();

/** Public ids of the e-mail area: a readable prefix and random hex. */
export const emailIds = {
  domain: () => `EDM${hex(6)}`,
  sender: () => `ESD${hex(6)}`,
};
