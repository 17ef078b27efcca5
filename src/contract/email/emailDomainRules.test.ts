import { describe, expect, it } from 'vitest';
import { addressDomain, cleanDomain, domainProblem, EmailDomainText, trackingPrefixProblem } from './emailDomainRules';

describe('sending domain rule (spec 001 §5: letters, digits and hyphen only)', () => {
  it('accepts domains of letters, digits and hyphens in dot-separated labels', () => {
    for (const d of ['example.com', 'mail.example.com', 'mail-1.shop2.example.co', 'x1.io']) expect(domainProblem(d), d).toBeNull();
  });
  it('names the broken rule', () => {
    expect(domainProblem('')).toBe(EmailDomainText.DomainRequired);
    expect(domainProblem('mail_box.example.com')).toBe(EmailDomainText.DomainCharacters);
    expect(domainProblem('exa mple.com')).toBe(EmailDomainText.DomainCharacters);
    expect(domainProblem('bücher.de')).toBe(EmailDomainText.DomainCharacters);
    expect(domainProblem('localhost')).toBe(EmailDomainText.DomainShape);
    expect(domainProblem('-mail.example.com')).toBe(EmailDomainText.DomainShape);
    expect(domainProblem('mail-.example.com')).toBe(EmailDomainText.DomainShape);
    expect(domainProblem('mail..example.com')).toBe(EmailDomainText.DomainShape);
    expect(domainProblem('example.123')).toBe(EmailDomainText.DomainShape);
    expect(domainProblem(`${'a'.repeat(64)}.com`)).toBe(EmailDomainText.DomainShape);
    expect(domainProblem(`${'a.'.repeat(130)}com`)).toBe(EmailDomainText.DomainTooLong);
  });
  it('cleans case, spaces and a trailing dot', () => {
    expect(cleanDomain('  Mail.Example.COM. ')).toBe('mail.example.com');
  });
});

describe('tracking prefix rule (letters or digits)', () => {
  it('accepts letters and digits, or nothing', () => {
    expect(trackingPrefixProblem('')).toBeNull();
    expect(trackingPrefixProblem('Track2')).toBeNull();
  });
  it('refuses anything else', () => {
    for (const p of ['track-1', 'tr.ack', 'tr ack', 'трек']) expect(trackingPrefixProblem(p), p).toBe(EmailDomainText.TrackingPrefixCharacters);
    expect(trackingPrefixProblem('a'.repeat(33))).toBe(EmailDomainText.TrackingPrefixTooLong);
  });
});

it('addressDomain answers the part after the last @ in lower case', () => {
  expect(addressDomain('News@Mail.Example.com')).toBe('mail.example.com');
  expect(addressDomain('nobody')).toBe('');
});
