import { describe, expect, it } from 'vitest';
import { actions } from '../../contract/actions';
import { isQueueable, targetOf } from './outboxPolicy';

const writes = new Set(Object.entries(actions).filter(([, d]) => d.kind === 'write' && d.access === 'user').map(([n]) => n));

describe('outboxPolicy', () => {
  it('queues signed-in writes, never session, security or money Actions', () => {
    expect(isQueueable('CreateAccessKey', writes)).toBe(true);
    expect(isQueueable('UpdateUser', writes)).toBe(true);
    for (const a of ['LoginByPassword', 'LogoutToken', 'RefreshToken', 'ChangePassword', 'BuySubscriptionPackage', 'GetMediaFileSign', 'GetUSMSExportSendRecordFile']) {
      expect(isQueueable(a, writes), a).toBe(false);
    }
    expect(isQueueable('GetUserInfo', writes)).toBe(false);
    expect(isQueueable('NoSuchAction', writes)).toBe(false);
  });

  it('orders writes per entity when they name one, else per Action', () => {
    expect(targetOf('UpdateUSMSTemplate', { TemplateId: 't1', Template: 'x' })).toBe('UpdateUSMSTemplate:TemplateId=t1');
    expect(targetOf('CreateAccessKey', { Name: 'k' })).toBe('CreateAccessKey');
  });
});
