import { isSenderId, SENDER_ID_TEXT } from '../../../../contract/sms/senderId';
import { SMS_CONTENT_MAX } from '../../../../contract/sms/smsConstants';
import { ValidationText } from '../../../../contract/validation/rules';
import { messageOf, type FieldMessage } from '../setting/fieldMessage';

/** The answer to a reply, as typed. */
export interface AnswerForm {
  content: string;
  senderId: string;
}

export interface AnswerParams {
  ReplyId: string;
  Content: string;
  SenderId?: string;
}

export type AnswerCheck = { ok: true; params: AnswerParams } | { ok: false; errors: Partial<Record<keyof AnswerForm, FieldMessage>> };

export const emptyAnswer: AnswerForm = { content: '', senderId: '' };

/** ReplyUSMSMO params: the text is required (at most 1,000 characters); the sender ID is optional, 3-11 letters or digits. */
export function checkAnswer(replyId: string, form: AnswerForm): AnswerCheck {
  const errors: Partial<Record<keyof AnswerForm, FieldMessage>> = {};
  const content = form.content.trim();
  const senderId = form.senderId.trim();
  if (!content) errors.content = messageOf(ValidationText.FieldRequired);
  else if (content.length > SMS_CONTENT_MAX) errors.content = { key: 'sms.reply.contentTooLong', values: { max: SMS_CONTENT_MAX } };
  if (senderId && !isSenderId(senderId)) errors.senderId = messageOf(SENDER_ID_TEXT);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, params: { ReplyId: replyId, Content: content, ...(senderId ? { SenderId: senderId } : {}) } };
}
