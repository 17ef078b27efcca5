import { describe, expect, it } from 'vitest';
import { LimitRuleText } from '../../../../contract/sms/limitRules';
import { SENDER_ID_TEXT } from '../../../../contract/sms/senderId';
import { ValidationText } from '../../../../contract/validation/rules';
import { messageOf } from './fieldMessage';

describe('messageOf', () => {
  it('maps spec validation texts to their validation keys', () => {
    expect(messageOf(ValidationText.CallbackRequired)).toEqual({ key: 'validation.CallbackRequired' });
    expect(messageOf(ValidationText.AddressFormatIncorrect)).toEqual({ key: 'validation.AddressFormatIncorrect' });
  });

  it('maps the limit-rule and sender-ID texts to page keys', () => {
    expect(messageOf(LimitRuleText.MonthlyOverDaily)).toEqual({ key: 'sms.setting.rule.MonthlyOverDaily' });
    expect(messageOf(LimitRuleText.NumbersOnly)).toEqual({ key: 'sms.setting.rule.NumbersOnly' });
    expect(messageOf(SENDER_ID_TEXT)).toEqual({ key: 'sms.reply.senderIdInvalid' });
  });

  it('passes any other message through', () => {
    expect(messageOf('must be at most 64 characters')).toEqual({ key: 'sms.setting.rawMessage', values: { message: 'must be at most 64 characters' } });
  });
});
