import { describe, expect, it } from 'vitest';
import { audienceMessageKey, fieldRefusal } from './fieldRefusal';

describe('fieldRefusal', () => {
  it('finds the field a gateway refusal names, at any depth', () => {
    expect(fieldRefusal('Contacts.2.Phone: Invalid phone number format')).toEqual({ field: 'Phone', text: 'Invalid phone number format' });
    expect(fieldRefusal('GroupName: A group with this name already exists')).toEqual({ field: 'GroupName', text: 'A group with this name already exists' });
    expect(fieldRefusal('Email: A contact with this e-mail or phone number already exists')).toEqual({ field: 'Email', text: 'A contact with this e-mail or phone number already exists' });
  });
  it('names the whole record when the path ends at an index, and nothing for a plain message', () => {
    expect(fieldRefusal('Contacts.1: Every contact needs an email, phone or WhatsApp')).toEqual({ field: '', text: 'Every contact needs an email, phone or WhatsApp' });
    expect(fieldRefusal('The system is busy, please try again later!')).toBeNull();
    expect(fieldRefusal('Note: something')).toEqual({ field: 'Note', text: 'something' });
  });
  it('maps the texts the audience forms show to i18n keys', () => {
    expect(audienceMessageKey('Invalid phone number format')).toBe('validation.PhoneInvalid');
    expect(audienceMessageKey('Group Name is required')).toBe('validation.GroupNameRequired');
    expect(audienceMessageKey('Every contact needs an email, phone or WhatsApp')).toBe('audience.common.addressRequired');
    expect(audienceMessageKey('A group with this name already exists')).toBe('server.retCode.GroupExists');
    expect(audienceMessageKey('anything else')).toBeNull();
  });
});
