import type { Notification } from '../../../contract/entities/notification';
import { storedServerText } from '../../i18n/serverMessage';
import { formatDate } from '../../lib/format';

/**
 * The values a notification's text is interpolated with: its Params, plus what depends on the
 * reader (the package name and a reject reason in their language, dates in YYYY-MM-DD).
 */
export function notificationParams(n: Notification, language: string): Record<string, string | number> {
  const p = n.Params;
  if (n.Kind === 'PackagePurchased') {
    const name = language === 'zh' ? p.CnName || p.EnName : p.EnName || p.CnName;
    return { ...p, Package: name ?? '', End: typeof p.EndTime === 'number' ? formatDate(p.EndTime) : '' };
  }
  if (n.Kind === 'SmsTemplateRejected' && typeof p.Reason === 'string') return { ...p, Reason: storedServerText(p.ReasonKey, p.Reason) };
  return p;
}
