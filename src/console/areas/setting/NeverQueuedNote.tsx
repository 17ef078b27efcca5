import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { online } from '../../offline';
import { Alert } from '../../ui/Alert';

/** Offline: says that this section's writes (registry policy `queue: false`, security) wait for no outbox. */
export function NeverQueuedNote() {
  useSignals();
  const { t } = useTranslation();
  if (online.value) return null;
  return <Alert tone="warning" className="mb-4">{t('setting.neverQueued')}</Alert>;
}

/** Whether the browser is online now (the never-queued forms disable their submit offline). */
export function useOnline(): boolean {
  useSignals();
  return online.value;
}
