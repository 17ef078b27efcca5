import { describe, expect, it } from 'vitest';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { SmsTemplateStatus } from '../../../../contract/sms/templateMeta';
import { asTemplate, canEdit, canRecreate, canSend, contentPreview, hasPendingReview, mirroredPage, noTemplateFilters, queryParams, templatePaths } from './templateListQuery';

const tpl = (id: string, over: Partial<SmsTemplate> = {}): SmsTemplate => ({
  TemplateId: id,
  TemplateName: `Name ${id}`,
  Purpose: 1,
  Template: 'Hello {{1}}',
  Remark: '',
  Status: SmsTemplateStatus.Passed,
  RejectReason: '',
  RejectReasonKey: null,
  RecreatedFrom: null,
  Variables: [1],
  CreateTime: 100,
  UpdateTime: 100,
  ...over,
});

describe('queryParams', () => {
  it('drops empty filters and pages by size', () => {
    expect(queryParams(noTemplateFilters, 0, 10)).toEqual({ Offset: 0, Limit: 10 });
    expect(queryParams({ status: '3', purpose: '4', keyword: '  promo ' }, 2, 15)).toEqual({ Status: 3, Purpose: 4, Keyword: 'promo', Offset: 30, Limit: 15 });
  });
});

describe('mirroredPage', () => {
  const rows = [
    tpl('a', { CreateTime: 10 }),
    tpl('b', { CreateTime: 30, Status: SmsTemplateStatus.Rejected }),
    tpl('c', { CreateTime: 20, Purpose: 4 }),
    { TemplateId: 'broken' },
  ];

  it('orders newest first and pages', () => {
    expect(mirroredPage(rows, noTemplateFilters, 0, 2)).toEqual({ Total: 3, Templates: [rows[1], rows[2]] });
    expect(mirroredPage(rows, noTemplateFilters, 1, 2).Templates.map((t) => t.TemplateId)).toEqual(['a']);
  });

  it('filters by status and purpose like the gateway', () => {
    expect(mirroredPage(rows, { ...noTemplateFilters, status: '3' }, 0, 10).Templates.map((t) => t.TemplateId)).toEqual(['b']);
    expect(mirroredPage(rows, { ...noTemplateFilters, purpose: '4' }, 0, 10).Templates.map((t) => t.TemplateId)).toEqual(['c']);
  });

  it('skips rows that are not templates', () => {
    expect(asTemplate({ TemplateId: 'x' })).toBeNull();
    expect(asTemplate(tpl('x'))).toEqual(tpl('x'));
  });
});

describe('actions by status', () => {
  it('follows the gateway rules', () => {
    expect([1, 2, 3, 4].map(canEdit)).toEqual([false, true, true, false]);
    expect([1, 2, 3, 4].map(canRecreate)).toEqual([false, false, true, false]);
    expect([1, 2, 3, 4].map(canSend)).toEqual([false, true, false, false]);
    expect(hasPendingReview([tpl('a'), tpl('b', { Status: SmsTemplateStatus.InReview })])).toBe(true);
    expect(hasPendingReview([tpl('a')])).toBe(false);
  });
});

describe('paths and preview', () => {
  it('builds the template routes', () => {
    expect(templatePaths.update('tpl 1', 'prj')).toBe('/sms/update-template/tpl%201/prj');
    expect(templatePaths.recreate('t1')).toBe('/sms/new-template/t1');
    expect(templatePaths.send('t1')).toBe('/sms/sending?templateId=t1');
  });

  it('shortens long bodies on one line', () => {
    expect(contentPreview('a\n b')).toBe('a b');
    expect(contentPreview('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(contentPreview('😀'.repeat(5), 3)).toBe('😀😀…');
  });
});
