import { describe, expect, it } from 'vitest';
import { checkRecipients, cleanNumber, INVALID_EXAMPLES_MAX, RecipientChecker } from './recipients';

describe('recipient checks', () => {
  it('cleans spacing, brackets and dashes, and reads 00 as +', () => {
    expect(cleanNumber(' +1 (415) 555-0199 ')).toBe('+14155550199');
    expect(cleanNumber('0044 7400.900199')).toBe('+447400900199');
  });

  it('counts valid, duplicate and invalid numbers, with examples', () => {
    const s = checkRecipients(['+14155550199', '+1 415 555 0199', '+447400900199', '12', 'hello', '+14155550199', '']);
    expect(s.valid).toEqual(['+14155550199', '+447400900199']);
    expect(s.byCountry).toEqual({ US: 1, GB: 1 });
    expect(s.entries).toBe(6);
    expect(s.duplicate).toBe(2);
    expect(s.invalid).toBe(2);
    expect(s.invalidExamples).toEqual(['12', 'hello']);
  });

  it('reads national numbers in the chosen country and dedups them against international ones', () => {
    const s = checkRecipients(['07400 900199', '+447400900199', '4155550199'], { defaultCountry: 'GB' });
    expect(s.valid).toEqual(['+447400900199']);
    expect(s.duplicate).toBe(1);
    expect(s.invalid).toBe(1);
    const us = checkRecipients(['(415) 555-0199'], { defaultCountry: 'us' });
    expect(us.valid).toEqual(['+14155550199']);
  });

  it('without a country, numbers are international even without +', () => {
    expect(checkRecipients(['14155550199']).valid).toEqual(['+14155550199']);
  });

  it('counts numbers of countries without a route as unsupported', () => {
    const s = checkRecipients(['+14155550199', '+447400900199'], { supported: new Set(['US']) });
    expect(s.valid).toEqual(['+14155550199']);
    expect(s.unsupported).toBe(1);
  });

  it('quotes at most a few invalid examples', () => {
    const checker = new RecipientChecker();
    for (let i = 0; i < 20; i++) checker.add(`bad${i}`);
    expect(checker.result().invalid).toBe(20);
    expect(checker.result().invalidExamples).toHaveLength(INVALID_EXAMPLES_MAX);
  });

  // Correctness at the largest list a send takes (timings belong in benches, not in a test on a shared machine).
  it('checks 100,000 distinct numbers', () => {
    const list = Array.from({ length: 100_000 }, (_v, i) => `+447400${String(i).padStart(6, '0')}`);
    const s = checkRecipients(list, { supported: new Set(['GB']) });
    expect(s.entries).toBe(100_000);
    expect(s.valid).toHaveLength(100_000);
    expect(s.byCountry).toEqual({ GB: 100_000 });
  }, 120_000);
});
