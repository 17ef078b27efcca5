import { describe, expect, it } from 'vitest';
import { cardBrand, luhnValid, notExpired } from './cardNumber';

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
  });
  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
  });
  it('accepts a card until the end of its expiry month', () => {
    const now = Date.UTC(2026, 10, 24);
    expect(notExpired(11, 2026, now)).toBe(true);
    expect(notExpired(10, 2026, now)).toBe(false);
    expect(notExpired(1, 2027, now)).toBe(true);
  });
});
