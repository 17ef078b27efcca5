import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutGuardDialog } from './LogoutGuardDialog';
import { online, outboxCounts } from './offlineSignals';

/** The outbox dialog (with Dexie and the outbox code) is fetched when first opened. */
const OutboxDialog = lazy(() => import('./OutboxDialog').then((m) => ({ default: m.OutboxDialog })));

/** Top bar: connectivity and the outbox's pending and failed counts; opens the outbox and drafts. */
export function OfflineIndicator() {
  useSignals();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pending, failed, held } = outboxCounts.value;
  const isOnline = online.value;
  const summary = [
    isOnline ? t('offline.online') : t('offline.offline'),
    pending ? t('offline.pendingCount', { count: pending }) : '',
    failed ? t('offline.failedCount', { count: failed }) : '',
    held ? t('offline.heldCount', { count: held }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="offline-indicator"
        data-online={isOnline}
        aria-label={`${summary}. ${t('offline.openOutbox')}`}
        title={summary}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${isOnline ? 'bg-emerald-500' : 'bg-slate-400 ring-2 ring-amber-300'}`} />
        {!isOnline && <span className="hidden sm:inline">{t('offline.offline')}</span>}
        {pending + held > 0 && (
          <span aria-hidden="true" data-testid="outbox-pending" className="rounded-full bg-indigo-100 px-1.5 text-xs text-indigo-800">
            {pending + held}
          </span>
        )}
        {failed > 0 && (
          <span aria-hidden="true" data-testid="outbox-failed" className="rounded-full bg-red-100 px-1.5 text-xs text-red-800">
            {failed}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OutboxDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <LogoutGuardDialog />
    </>
  );
}
