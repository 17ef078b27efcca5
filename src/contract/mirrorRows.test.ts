import { describe, expect, it } from 'vitest';
import { actions } from './actions';
import { mirrorRows } from './mirrorRows';

const spec = (name: keyof typeof actions) => {
  const def = actions[name] as { mirror?: Parameters<typeof mirrorRows>[0] };
  if (!def.mirror) throw new Error(`${name} declares no mirror`);
  return def.mirror;
};

describe('mirrorRows (from the registry entry`s mirror)', () => {
  it('takes templates from a list answer and a single-template answer', () => {
    const list = mirrorRows(spec('QueryUSMSTemplate'), { Total: 1, Templates: [{ TemplateId: 't1', TemplateName: 'Welcome', Template: 'Hi {{1}}' }] });
    expect(list).toEqual([{ id: 't1', name: 'Welcome', time: 0, search: 'welcome hi {{1}}', data: expect.any(Object) }]);
    expect(mirrorRows(spec('GetUSMSTemplate'), { TemplateId: 't2', TemplateName: 'X', Template: '' })).toHaveLength(1);
  });

  it('takes inbox messages from reply records', () => {
    const r = mirrorRows(spec('GetUSMSReplyRecord'), { Total: 1, Records: [{ ReplyId: 'r1', PhoneNumber: '8613800000000', Content: 'STOP', ReceiveTime: 1700000000 }] });
    expect(r).toEqual([{ id: 'r1', name: '', time: 1700000000, search: '8613800000000 stop', data: expect.any(Object) }]);
  });

  it('ignores empty answers; only Actions that declare a mirror feed one', () => {
    expect(mirrorRows(spec('QueryUSMSTemplate'), null)).toEqual([]);
    const mirrored = (store: string) =>
      Object.entries(actions)
        .filter(([, d]) => 'mirror' in d && (d.mirror as { store: string } | undefined)?.store === store)
        .map(([n]) => n)
        .sort();
    expect([...mirrored('templates'), ...mirrored('inbox')].sort()).toEqual(['GetUSMSReplyRecord', 'GetUSMSTemplate', 'QueryUSMSTemplate']);
    // Reference data kept whole for offline pages (prices, countries, time zones, balance).
    expect(mirrored('reference')).toEqual(['GetBalance', 'GetCountryCodeList', 'GetTimeZones', 'GetUSMSPrice']);
  });
});
