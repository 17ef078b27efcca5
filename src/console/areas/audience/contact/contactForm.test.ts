import { describe, expect, it } from 'vitest';
import { checkContactForm, contactName, contactServerErrors, emptyContactForm } from './contactForm';

describe('contact form', () => {
  it('needs an e-mail, phone or WhatsApp, reported for the whole contact', () => {
    expect(checkContactForm({ ...emptyContactForm, FirstName: 'Ada' })).toEqual({ ok: false, errors: { form: 'Every contact needs an email, phone or WhatsApp' } });
  });
  it('reports a bad e-mail or number beside its field with the spec text', () => {
    expect(checkContactForm({ ...emptyContactForm, Email: 'ada@', Phone: 'call me' })).toEqual({ ok: false, errors: { Email: 'Must be a valid email', Phone: 'Invalid phone number format' } });
    expect(checkContactForm({ ...emptyContactForm, Email: 'ada@x.example', WhatsApp: '12' })).toEqual({ ok: false, errors: { WhatsApp: 'Invalid phone number format' } });
  });
  it('passes a contact with one address, trimmed', () => {
    expect(checkContactForm({ ...emptyContactForm, FirstName: ' Ada ', Phone: '+1 202 555 0142', CountryCode: 'US' })).toEqual({
      ok: true,
      fields: { FirstName: 'Ada', LastName: '', Email: '', Phone: '+1 202 555 0142', WhatsApp: '' },
    });
  });
  it('puts a gateway refusal beside the field it names', () => {
    expect(contactServerErrors('Contacts.0.Phone: Invalid phone number format')).toEqual({ Phone: 'Invalid phone number format' });
    expect(contactServerErrors('Email: A contact with this e-mail or phone number already exists')).toEqual({ Email: 'A contact with this e-mail or phone number already exists' });
    expect(contactServerErrors('Contacts.0: Every contact needs an email, phone or WhatsApp')).toEqual({ form: 'Every contact needs an email, phone or WhatsApp' });
    expect(contactServerErrors('The group does not exist')).toEqual({ form: 'The group does not exist' });
  });
  it('names a contact by first and last name', () => {
    expect(contactName({ FirstName: 'Ada', LastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(contactName({ FirstName: '', LastName: '' })).toBe('');
  });
});
