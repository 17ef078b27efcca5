import type { OutboxError, OutboxItem } from './outboxTypes';

type T = (key: string, values?: Record<string, unknown>) => string;

/** An outbox item's title in the reader's language (the registry's `title` / `titleZh` over its params). */
export function outboxItemTitle(item: Pick<OutboxItem, 'label' | 'labelZh'>, language: string): string {
  return language === 'zh' && item.labelZh ? item.labelZh : item.label;
}

/**
 * An attempt's error in words: the gateway's Message for a refusal; without an answer, what it
 * means ("no connection, sent when you are back online"), never the browser's "Failed to fetch".
 */
export function outboxErrorText(error: OutboxError, t: T): string {
  if (error.retCode !== undefined) return error.message;
  if (error.kind === 'timeout') return t('offline.errorTimeout');
  if (error.kind === 'http') return t('offline.errorServer', { status: error.message.replace(/^HTTP /, '') });
  return t('offline.errorNetwork');
}
