import { describe, expect, it } from 'vitest';
import { EmailDomainText } from '../../../../contract/email/emailDomainRules';
import { retCodeMessages } from '../../../../contract/messages';
import { RetCode } from '../../../../contract/retCodes';
import { ValidationText } from '../../../../contract/validation/rules';
import { emailMessageKey, splitRefusal } from '../emailMessageKey';
import { checkDomainForm } from './domainForm';
import { checkSenderForm, SenderFormText } from './senderForm';

describe('domain form', () => {
  it('cleans the name and picks the type', () => {
    expect(checkDomainForm({ domain: ' Mail.Example.com ', type: '2', trackingPrefix: ' trk1 ' })).toEqual({ ok: true, params: { Domain: 'mail.example.com', Type: 2, TrackingPrefix: 'trk1' } });
  });
  it('names the broken rules beside their fields', () => {
    expect(checkDomainForm({ domain: 'shop_mail.example', type: '1', trackingPrefix: 'a-b' })).toEqual({
      ok: false,
      errors: { Domain: EmailDomainText.DomainCharacters, TrackingPrefix: EmailDomainText.TrackingPrefixCharacters },
    });
    expect(checkDomainForm({ domain: '', type: '1', trackingPrefix: '' })).toEqual({ ok: false, errors: { Domain: EmailDomainText.DomainRequired } });
  });
});

describe('sender form', () => {
  it('joins the address', () => {
    expect(checkSenderForm({ alias: ' Shop ', localPart: 'News', domain: 'mail.example.com' })).toEqual({ ok: true, params: { Alias: 'Shop', Email: 'news@mail.example.com' } });
  });
  it('refuses what is missing or malformed', () => {
    expect(checkSenderForm({ alias: '', localPart: '', domain: '' })).toEqual({
      ok: false,
      errors: { Alias: EmailDomainText.AliasRequired, Domain: SenderFormText.DomainChoiceRequired, Email: SenderFormText.LocalPartRequired },
    });
    expect(checkSenderForm({ alias: 'A', localPart: 'a b', domain: 'x.example' })).toEqual({ ok: false, errors: { Email: ValidationText.EmailInvalid } });
    expect(checkSenderForm({ alias: 'A', localPart: 'a@b', domain: 'x.example' })).toEqual({ ok: false, errors: { Email: ValidationText.EmailInvalid } });
  });
});

describe('the area\'s texts of gateway refusals', () => {
  it('maps rule texts, RetCode Messages and spec texts to keys', () => {
    expect(emailMessageKey(EmailDomainText.DomainCharacters)).toBe('email.setting.rules.DomainCharacters');
    expect(emailMessageKey(retCodeMessages[RetCode.EmailDomainLocked])).toBe('server.retCode.EmailDomainLocked');
    expect(emailMessageKey(ValidationText.EmailInvalid)).toBe('validation.EmailInvalid');
    expect(emailMessageKey('something else')).toBeNull();
  });
  it('splits a refusal naming its parameter', () => {
    expect(splitRefusal('Domain: Sending domain: letters, digits and hyphen only')).toEqual({ field: 'Domain', text: 'Sending domain: letters, digits and hyphen only' });
    expect(splitRefusal('This domain has already been added')).toEqual({ field: '', text: 'This domain has already been added' });
  });
});
