import { describe, expect, it } from 'vitest';
import type { SmsConversationMessage } from '../../../../contract/entities/smsConversations';
import { latestReplyOf } from './latestReply';

const msg = (Direction: 'In' | 'Out', Id: string, Time: number): SmsConversationMessage => ({ Direction, Id, Content: `${Direction} ${Id}`, Time, TaskId: 'ST1', SendResult: null, ReceiptCode: '', Read: true });

describe('latestReplyOf', () => {
  it('answers the latest reply of the thread, even when a send came after it', () => {
    expect(latestReplyOf('+12025550199', [msg('Out', '1', 10), msg('In', '7', 20), msg('In', '8', 30), msg('Out', '2', 40)])).toEqual({
      ReplyId: '8',
      PhoneNumber: '+12025550199',
      Content: 'In 8',
      TaskId: 'ST1',
      ReceiveTime: 30,
      ReplyContent: null,
      ReplyTime: null,
    });
  });

  it('is null for a thread without replies', () => {
    expect(latestReplyOf('+12025550199', [msg('Out', '1', 10)])).toBeNull();
  });
});
