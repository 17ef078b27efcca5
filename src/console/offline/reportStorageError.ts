import { t } from '../i18n/i18n';
import { showToast } from '../ui/toast/toastStore';
import { isQuotaError } from './isQuotaError';

/** Storage failures are shown, never swallowed: a full quota gets its own message. */
export function reportStorageError(err: unknown): void {
  console.warn('offline storage error', err);
  if (isQuotaError(err)) showToast('error', t('offline.quotaFull'));
  else showToast('error', t('offline.storageFailed', { message: err instanceof Error ? err.message : String(err) }));
}
