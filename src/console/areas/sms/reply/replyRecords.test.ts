import { describe, expect, it } from 'vitest';
import { countryOfPhone, mirroredReply, taskIdsOf, taskRoute } from './replyRecords';

const reply = { ReplyId: '1', PhoneNumber: '+14155550199', Content: 'Thanks, got it!', TaskId: 'ST1', ReceiveTime: 1_795_432_690, ReplyContent: null, ReplyTime: null };

describe('taskRoute', () => {
  it('builds the task page address with its three path parameters', () => {
    expect(taskRoute({ TaskId: 'ST1', AccountId: 'org-5f0d', SessionNo: 'ddcc-56bd' })).toBe('/sms/task/ST1/org-5f0d/ddcc-56bd');
    expect(taskRoute({ TaskId: 'a/b', AccountId: 'x y', SessionNo: 's' })).toBe('/sms/task/a%2Fb/x%20y/s');
  });
});

describe('taskIdsOf', () => {
  it('keeps distinct, present task ids', () => {
    expect(taskIdsOf([reply, { ...reply, ReplyId: '2' }, { ...reply, ReplyId: '3', TaskId: null }, { ...reply, ReplyId: '4', TaskId: 'ST2' }])).toEqual(['ST1', 'ST2']);
  });
});

describe('mirroredReply', () => {
  it('reads a mirrored reply and ignores other inbox rows', () => {
    expect(mirroredReply(reply)).toEqual(reply);
    expect(mirroredReply({ MessageId: 'm1', Content: 'hi' })).toBeNull();
    expect(mirroredReply(null)).toBeNull();
  });
});

describe('countryOfPhone', () => {
  const countries = [
    { PhonePrefix: '1', CountryCode: 'US' },
    { PhonePrefix: '44', CountryCode: 'GB' },
    { PhonePrefix: '60', CountryCode: 'MY' },
    { PhonePrefix: '1242', CountryCode: 'BS' },
  ];

  it('takes the longest calling code that matches', () => {
    expect(countryOfPhone('+14155550199', countries)).toBe('US');
    expect(countryOfPhone('+12425550199', countries)).toBe('BS');
    expect(countryOfPhone('+60123456799', countries)).toBe('MY');
    expect(countryOfPhone('+447700900199', countries)).toBe('GB');
    expect(countryOfPhone('+81312345678', countries)).toBeUndefined();
  });
});
