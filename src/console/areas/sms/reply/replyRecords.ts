import type { Country } from '../../../../contract/entities/reference';
import { SmsReplyRecord, type SmsTask } from '../../../../contract/entities/sms';
import { routeHref, type Href } from '../../../lib/routeHref';

/** The task page of a send task: /sms/task/{taskId}/{accountId}/{sessionNo}. */
export function taskRoute(task: Pick<SmsTask, 'TaskId' | 'AccountId' | 'SessionNo'>): Href {
  return routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/** The distinct task ids of a page of replies (for one DescribeUSMSTaskStatus call, at most 100). */
export function taskIdsOf(records: readonly SmsReplyRecord[]): string[] {
  return [...new Set(records.map((r) => r.TaskId).filter((t): t is string => Boolean(t)))].slice(0, 100);
}

/** A reply mirrored into IndexedDB (its stored answer data), or null when it is not one. */
export function mirroredReply(data: unknown): SmsReplyRecord | null {
  const r = SmsReplyRecord.safeParse(data);
  return r.success ? r.data : null;
}

/**
 * The country of an international number by its calling code (longest prefix wins), for the
 * segment count's country prefix and suffix; undefined when none matches.
 */
export function countryOfPhone(phone: string, countries: readonly Pick<Country, 'PhonePrefix' | 'CountryCode'>[]): string | undefined {
  const digits = phone.replace(/\D/g, '');
  let best: { len: number; code: string } | undefined;
  for (const c of countries) {
    const prefix = c.PhonePrefix.replace(/\D/g, '');
    if (prefix && digits.startsWith(prefix) && (!best || prefix.length > best.len)) best = { len: prefix.length, code: c.CountryCode };
  }
  return best?.code;
}
