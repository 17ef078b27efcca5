import { describe, expect, it } from 'vitest';
import { smsActions } from '../../../../contract/actions/sms';
import { checkAnswer } from './answerForm';

describe('checkAnswer', () => {
  it('answers ReplyUSMSMO params the contract accepts', () => {
    const r = checkAnswer('7', { content: '  Thanks, we will call you.  ', senderId: ' Acme ' });
    expect(r).toEqual({ ok: true, params: { ReplyId: '7', Content: 'Thanks, we will call you.', SenderId: 'Acme' } });
    if (r.ok) expect(smsActions.ReplyUSMSMO.params.safeParse(r.params).success).toBe(true);
  });

  it('leaves the sender ID out when empty', () => {
    expect(checkAnswer('7', { content: 'Hi', senderId: '  ' })).toEqual({ ok: true, params: { ReplyId: '7', Content: 'Hi' } });
  });

  it('needs a text of at most 1000 characters', () => {
    expect(checkAnswer('7', { content: '   ', senderId: '' })).toEqual({ ok: false, errors: { content: { key: 'validation.FieldRequired' } } });
    expect(checkAnswer('7', { content: 'x'.repeat(1001), senderId: '' })).toEqual({ ok: false, errors: { content: { key: 'sms.reply.contentTooLong', values: { max: 1000 } } } });
  });

  it('checks the sender ID with the contract rule (3-11 letters or digits)', () => {
    for (const bad of ['AB', 'ABCDEFGHIJKL', 'Acme-1', 'Ac me']) {
      expect(checkAnswer('7', { content: 'Hi', senderId: bad })).toEqual({ ok: false, errors: { senderId: { key: 'sms.reply.senderIdInvalid' } } });
    }
  });
});
