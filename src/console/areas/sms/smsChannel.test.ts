import { describe, expect, it } from 'vitest';
import { smsChannel, taskPath } from './smsChannel';

describe('the SMS channel of the messaging core', () => {
  it('builds the task route from id, account and session', () => {
    expect(taskPath({ TaskId: 'tk_1', AccountId: 'p 1', SessionNo: 's1' })).toBe('/sms/task/tk_1/p%201/s1');
    expect(smsChannel.routes.task({ TaskId: 'tk_1', AccountId: 'p 1', SessionNo: 's1' })).toBe('/sms/task/tk_1/p%201/s1');
  });

  it('links to its records and lookup pages with a query', () => {
    expect(smsChannel.routes.records('?task=tk_1')).toBe('/sms/message?task=tk_1');
    expect(smsChannel.routes.search!('?phone=1')).toBe('/sms/search?phone=1');
  });
});
