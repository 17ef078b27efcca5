import { SmsTemplate } from '../../../../contract/entities/sms';
import { SmsTemplateStatus } from '../../../../contract/sms/templateMeta';
import { routeHref } from '../../../lib/routeHref';

/** The list's filters as the controls hold them ('' = any). */
export interface TemplateFilters {
  status: string;
  purpose: string;
  keyword: string;
}

export const noTemplateFilters: TemplateFilters = { status: '', purpose: '', keyword: '' };

/** QueryUSMSTemplate params of one page; empty filters are dropped (spec 001 §5). */
export function queryParams(f: TemplateFilters, page: number, pageSize: number) {
  const keyword = f.keyword.trim();
  return {
    ...(f.status ? { Status: Number(f.status) } : {}),
    ...(f.purpose ? { Purpose: Number(f.purpose) } : {}),
    ...(keyword ? { Keyword: keyword } : {}),
    Offset: page * pageSize,
    Limit: pageSize,
  };
}

/** A mirrored row's data as a template, or null when it is not one (an older or foreign shape). */
export function asTemplate(data: unknown): SmsTemplate | null {
  const parsed = SmsTemplate.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * One page of the offline copy, filtered like the gateway (status, purpose; the keyword was
 * already applied by the mirror search) and ordered newest first.
 */
export function mirroredPage(rows: readonly unknown[], f: TemplateFilters, page: number, pageSize: number): { Total: number; Templates: SmsTemplate[] } {
  const all = rows
    .map(asTemplate)
    .filter((t): t is SmsTemplate => t !== null)
    .filter((t) => (!f.status || t.Status === Number(f.status)) && (!f.purpose || t.Purpose === Number(f.purpose)))
    .sort((a, b) => b.CreateTime - a.CreateTime || (a.TemplateId < b.TemplateId ? 1 : -1));
  return { Total: all.length, Templates: all.slice(page * pageSize, (page + 1) * pageSize) };
}

/** Passed and rejected templates can be changed; one in review or disabled cannot (gateway 230121). */
export function canEdit(status: number): boolean {
  return status === SmsTemplateStatus.Passed || status === SmsTemplateStatus.Rejected;
}

/** A rejected template can be recreated as a new one. */
export function canRecreate(status: number): boolean {
  return status === SmsTemplateStatus.Rejected;
}

/** Only passed templates can be sent. */
export function canSend(status: number): boolean {
  return status === SmsTemplateStatus.Passed;
}

/** Whether the list should look again soon: a template is still in review. */
export function hasPendingReview(templates: readonly SmsTemplate[]): boolean {
  return templates.some((t) => t.Status === SmsTemplateStatus.InReview);
}

/** Addresses of the template routes. */
export const templatePaths = {
  list: routeHref('/sms/template'),
  create: routeHref('/sms/new-template'),
  recreate: (templateId: string) => routeHref('/sms/new-template/{recreateTemplateId}', { recreateTemplateId: templateId }),
  update: (templateId: string, accountId: string) => routeHref('/sms/update-template/{templateId}/{id}', { templateId, id: accountId }),
  send: (templateId: string) => routeHref('/sms/sending', { templateId }),
};

/** The first characters of a body for the list, on one line. */
export function contentPreview(body: string, max = 80): string {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}
