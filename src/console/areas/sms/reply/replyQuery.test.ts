import { describe, expect, it } from 'vitest';
import { smsActions } from '../../../../contract/actions/sms';
import { dayRangeToUnix } from '../../../lib/dateRangeLimits';
import { checkReplyFilter, defaultReplyFilter, normalizePhone, replyParams } from './replyQuery';

const today = '2026-11-23';

describe('normalizePhone', () => {
  it('drops spaces, dashes, dots and brackets', () => {
    expect(normalizePhone(' +1 (415) 555-01.99 ')).toBe('+14155550199');
  });
});

describe('checkReplyFilter', () => {
  it('accepts the default filter: the console default day range (last 7 days), any phone', () => {
    expect(checkReplyFilter(defaultReplyFilter(today), today)).toEqual({ range: false });
    expect(defaultReplyFilter(today).range).toEqual({ from: '2026-11-17', to: today });
  });

  it('says "Invalid phone number format" for a number the gateway refuses', () => {
    expect(checkReplyFilter({ ...defaultReplyFilter(today), phone: '+1415abc' }, today).phone).toEqual({ key: 'validation.PhoneInvalid' });
    expect(checkReplyFilter({ ...defaultReplyFilter(today), phone: '1234567890123456' }, today).phone).toEqual({ key: 'validation.PhoneInvalid' });
    expect(checkReplyFilter({ ...defaultReplyFilter(today), phone: '+44 7700 900199' }, today).phone).toBeUndefined();
  });

  it('flags ranges beyond the picker limits: future, too early, longer than 31 days', () => {
    expect(checkReplyFilter({ phone: '', range: { from: '2026-11-20', to: '2026-11-24' } }, today).range).toBe(true);
    expect(checkReplyFilter({ phone: '', range: { from: '2026-08-01', to: '2026-08-10' } }, today).range).toBe(true);
    expect(checkReplyFilter({ phone: '', range: { from: '2026-10-01', to: '2026-11-01' } }, today).range).toBe(true);
    expect(checkReplyFilter({ phone: '', range: { from: '2026-10-02', to: '2026-11-01' } }, today).range).toBe(false);
  });
});

describe('replyParams', () => {
  it('sends the normalised phone, the day range and the page', () => {
    const range = { from: '2026-11-01', to: '2026-11-07' };
    const { StartTime, EndTime } = dayRangeToUnix(range);
    expect(replyParams({ phone: '+1 415 555 0199', range }, 2, 20)).toEqual({ PhoneNumber: '+14155550199', StartTime, EndTime: EndTime - 1, Offset: 40, Limit: 20 });
    expect(replyParams({ phone: ' ', range }, 0, 40)).not.toHaveProperty('PhoneNumber');
  });

  it('stays within the 31 days the gateway allows', () => {
    const p = replyParams({ phone: '', range: { from: '2026-10-02', to: '2026-11-01' } }, 0, 20);
    expect(p.EndTime - p.StartTime).toBeLessThanOrEqual(31 * 86_400);
    expect(smsActions.GetUSMSReplyRecord.params.safeParse(p).success).toBe(true);
  });
});
