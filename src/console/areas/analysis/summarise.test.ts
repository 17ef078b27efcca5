import { describe, expect, it } from 'vitest';
import type { ChannelPerformance } from '../../lib/channelPerformance';
import { perDelivered, summarise } from './summarise';

const report = (over: Partial<ChannelPerformance>): ChannelPerformance => ({
  totals: { sent: 0, delivered: 0, failed: 0, pending: 0, cost: 0 },
  daily: [],
  campaigns: [],
  ...over,
});
const campaign = (id: string, sent: number, delivered: number, cost = 0) => ({ id, name: id, link: `/x/${id}`, time: 1, sent, delivered, cost });

describe('marketing analysis summary', () => {
  it('adds channels up and sums the same day across channels', () => {
    const s = summarise([
      { channel: 'sms', titleKey: 'nav.sms', overview: '/sms/overview', report: report({ totals: { sent: 10, delivered: 9, failed: 1, pending: 0, cost: 790 }, daily: [{ day: '2026-11-22', sent: 4, delivered: 4 }, { day: '2026-11-23', sent: 6, delivered: 5 }] }) },
      { channel: 'email', titleKey: 'nav.email', overview: '/email/overview', report: report({ totals: { sent: 30, delivered: 21, failed: 3, pending: 6, cost: 300 }, daily: [{ day: '2026-11-23', sent: 30, delivered: 21 }] }) },
    ]);
    expect(s.totals).toEqual({ sent: 40, delivered: 30, failed: 4, pending: 6, cost: 1090, rate: 750, costPerDelivered: 36 });
    expect(s.channels.map((c) => [c.channel, c.rate, c.costPerDelivered])).toEqual([['sms', 900, 88], ['email', 700, 14]]);
    expect(s.daily).toEqual([{ day: '2026-11-22', sent: 4, delivered: 4 }, { day: '2026-11-23', sent: 36, delivered: 26 }]);
  });

  it('ranks campaigns by delivery rate, then volume; campaigns without sends last', () => {
    const s = summarise([{ channel: 'sms', titleKey: 'nav.sms', overview: '/sms/overview', report: report({ campaigns: [campaign('a', 10, 5), campaign('empty', 0, 0), campaign('b', 2, 2), campaign('c', 100, 100)] }) }]);
    expect(s.campaigns.map((c) => c.id)).toEqual(['c', 'b', 'a', 'empty']);
  });

  it('keeps cost per delivered message an integer, rounded half up, and null without deliveries', () => {
    expect(perDelivered(79, 2)).toBe(40);
    expect(perDelivered(100, 3)).toBe(33);
    expect(perDelivered(100, 0)).toBeNull();
    expect(summarise([]).totals.rate).toBeNull();
  });
});
