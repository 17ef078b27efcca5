import { numberFormat } from './intl';
/**
 * Money is an integer number of 1/10000 units from parse to display (spec 000 §3, §9).
 * Never a float: decimal strings are parsed digit by digit.
 */
export const MONEY_SCALE = 10_000;
export const MONEY_DECIMALS = 4;

const AMOUNT_RE = /^(-)?(\d{1,11})(?:\.(\d{1,4}))?$/;

export class MoneyParseError extends Error {}

/** '19.99' -> 199900. At most 4 decimals and 11 integer digits (stays a safe integer); rejects anything else. */
export function parseAmount(text: string): number {
  const m = AMOUNT_RE.exec(text.trim());
  if (!m) throw new MoneyParseError(`Not an amount: "${text}"`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(MONEY_DECIMALS, '0'));
  const value = whole * MONEY_SCALE + frac;
  return m[1] && value !== 0 ? -value : value;
}

/** Like parseAmount, but answers null instead of throwing. */
export function tryParseAmount(text: string): number | null {
  try {
    return parseAmount(text);
  } catch {
    return null;
  }
}

function assertInteger(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be a safe integer, got ${amount}`);
}

/** 199900 -> '19.9900' (all 4 internal decimals), the inverse of parseAmount. */
export function formatAmount(amount: number): string {
  assertInteger(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / MONEY_SCALE);
  const frac = abs % MONEY_SCALE;
  return `${sign}${whole}.${String(frac).padStart(MONEY_DECIMALS, '0')}`;
}

/** Rounds half away from zero to 2 decimals: 199950 -> 200000. */
export function roundToCents(amount: number): number {
  assertInteger(amount);
  const step = MONEY_SCALE / 100;
  const abs = Math.abs(amount);
  const rounded = Math.floor((abs + step / 2) / step) * step;
  return amount < 0 ? -rounded : rounded;
}

/** Thousands grouping of whole units (the shared formatter: built on first use, not at import). */
const group = (whole: number) => numberFormat('en-US', { maximumFractionDigits: 0 }).format(whole);

/** An amount (balance, charge, total): 199900 -> '$19.99'; -5000 -> '-$0.50'; 158 -> '$0.02'. Display uses 2 decimals (spec 000 §3). */
export function formatMoney(amount: number, symbol = '$'): string {
  const cents = roundToCents(amount);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / MONEY_SCALE);
  const frac = (abs % MONEY_SCALE) / 100;
  return `${sign}${symbol}${group(whole)}.${String(frac).padStart(2, '0')}`;
}

/**
 * 79 -> '$0.0079'; 350 -> '$0.0350'; 12345 -> '$1.2345'. A unit price (per segment, per message)
 * keeps all 4 decimals: prices below a cent would otherwise show as $0.01 or $0.04.
 */
export function formatUnitPrice(amount: number, symbol = '$'): string {
  assertInteger(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${symbol}${group(Math.floor(abs / MONEY_SCALE))}.${String(abs % MONEY_SCALE).padStart(MONEY_DECIMALS, '0')}`;
}

/** Multiplies an integer amount by an integer ratio num/den, rounding half up; no floats. */
export function mulDiv(amount: number, num: number, den: number): number {
  assertInteger(amount);
  const q = Number((BigInt(amount) * BigInt(num) * 2n + BigInt(den)) / (2n * BigInt(den)));
  assertInteger(q);
  return q;
}
