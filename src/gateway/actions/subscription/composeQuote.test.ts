import { describe, expect, it } from 'vitest';
import { composeQuote } from './composeQuote';

describe('composeQuote', () => {
  it('taxes the subtotal less the credit', () => {
    expect(composeQuote(790_000, 0, 0)).toEqual({ Subtotal: 790_000, Credit: 0, Taxes: 0, Total: 790_000 });
    expect(composeQuote(790_000, 290_000, 1000)).toEqual({ Subtotal: 790_000, Credit: 290_000, Taxes: 50_000, Total: 550_000 });
  });
  it('rounds taxes half up to whole 1/10000 units', () => {
    expect(composeQuote(5, 0, 1000).Taxes).toBe(1); // 0.5 -> 1
    expect(composeQuote(4, 0, 1000).Taxes).toBe(0);
  });
  it('never credits more than the subtotal', () => {
    expect(composeQuote(100, 250, 875)).toEqual({ Subtotal: 100, Credit: 100, Taxes: 0, Total: 0 });
  });
});
