import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import type { SmsConversationMessage } from '../../../../contract/entities/smsConversations';

/** The reply a thread's Answer button answers: its latest reply, as the answer dialog takes it; null when the thread has none. */
export function latestReplyOf(phone: string, messages: readonly SmsConversationMessage[]): SmsReplyRecord | null {
  const last = [...messages].reverse().find((m) => m.Direction === 'In');
  return last ? { ReplyId: last.Id, PhoneNumber: phone, Content: last.Content, TaskId: last.TaskId, ReceiveTime: last.Time, ReplyContent: null, ReplyTime: null } : null;
}
