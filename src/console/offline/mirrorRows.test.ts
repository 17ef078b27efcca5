import { describe, expect, it } from 'vitest';
import { channelOf, mirrorRows } from './mirrorRows';

describe('mirrorRows', () => {
  it('takes templates from a list answer and a single-template answer', () => {
    const list = mirrorRows('QueryUSMSTemplate', { Total: 1, Templates: [{ TemplateId: 't1', TemplateName: 'Welcome', Template: 'Hi {{1}}' }] });
    expect(list.templates).toEqual([{ channel: 'sms', templateId: 't1', name: 'Welcome', search: 'welcome hi {{1}}', data: expect.any(Object) }]);
    expect(mirrorRows('GetUSMSTemplate', { TemplateId: 't2', TemplateName: 'X', Template: '' }).templates).toHaveLength(1);
    expect(list.inbox).toEqual([]);
  });

  it('takes inbox messages from reply records', () => {
    const r = mirrorRows('GetUSMSReplyRecord', { Total: 1, Records: [{ ReplyId: 'r1', PhoneNumber: '8613800000000', Content: 'STOP', ReceiveTime: 1700000000 }] });
    expect(r.inbox).toEqual([{ channel: 'sms', messageId: 'r1', time: 1700000000, search: '8613800000000 stop', data: expect.any(Object) }]);
  });

  it('ignores other answers', () => {
    expect(mirrorRows('GetUserInfo', { Email: 'a@b.c' })).toEqual({ templates: [], inbox: [] });
    expect(mirrorRows('QueryUSMSTemplate', null)).toEqual({ templates: [], inbox: [] });
  });

  it('names channels from Action names', () => {
    expect(channelOf('QueryUMMSTemplate')).toBe('mms');
    expect(channelOf('GetEmailTemplate')).toBe('email');
    expect(channelOf('ListWhatsAppTemplate')).toBe('whatsapp');
  });
});
