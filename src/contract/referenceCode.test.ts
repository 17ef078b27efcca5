import { describe, expect, it } from 'vitest';
import { isReferenceCode, referenceCode } from './referenceCode';

describe('referenceCode', () => {
  it('is MC, the account in 8 digits and MOD 97-10 check digits', () => {
    const code = referenceCode(42);
    expect(code).toMatch(/^MC00000042\d{2}$/);
    expect(isReferenceCode(code)).toBe(true);
    expect(isReferenceCode(code.toLowerCase())).toBe(true);
  });
  it('catches a mistyped digit or swapped digits', () => {
    const code = referenceCode(1234567);
    const wrong = code.slice(0, 5) + ((Number(code[5]) + 1) % 10) + code.slice(6);
    expect(isReferenceCode(wrong)).toBe(false);
    const swapped = code.slice(0, 8) + code[9] + code[8] + code.slice(10);
    if (swapped !== code) expect(isReferenceCode(swapped)).toBe(false);
  });
  it('differs per account', () => {
    expect(new Set([1, 2, 3, 10, 100].map(referenceCode)).size).toBe(5);
  });
});
