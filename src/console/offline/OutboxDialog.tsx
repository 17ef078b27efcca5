import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DraftsList } from './DraftsList';
import { online, outboxCounts, outboxItems } from './offlineSignals';
import { discardItem, retryItem } from './outboxActions';
import { outboxErrorText, outboxItemTitle } from './outboxItemText';
import { OutboxItemEditor } from './OutboxItemEditor';
import { kickReplay } from './outboxReplayer';
import { loadOutboxWork } from './lazyOutboxWork';
import type { OutboxState } from './outboxTypes';
import { reportStorageError } from './reportStorageError';
import { storagePersisted } from './requestPersistence';
import { Modal, ModalTitle } from '../ui/Modal';

const tone: Record<OutboxState, 'neutral' | 'warning' | 'error' | 'success'> = {
  pending: 'neutral',
  sending: 'neutral',
  'retry-wait': 'warning',
  'failed-parked': 'error',
  'held-auth': 'warning',
  done: 'success',
};

/** The outbox (pending and failed items with retry, edit and discard) and the drafts list. */
export function OutboxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const items = outboxItems.value;
  const counts = outboxCounts.value;
  const guard = (p: Promise<void>) => void p.catch(reportStorageError);
  // The live lists (outbox and drafts) follow the user once the outbox code runs.
  useEffect(() => {
    if (open) void loadOutboxWork();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} size="2xl" alignTop testId="outbox-dialog">
      <div className="flex items-start justify-between gap-4">
        <div>
          <ModalTitle>{t('offline.outboxTitle')}</ModalTitle>
          <p className="mt-1 text-sm text-slate-600">
            {online.value ? t('offline.online') : t('offline.offline')} · {t('offline.pendingCount', { count: counts.pending + counts.held })} ·{' '}
            {t('offline.failedCount', { count: counts.failed })}
          </p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {counts.held > 0 && <p className="mt-3 text-sm text-amber-800">{t('offline.heldHint')}</p>}
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('offline.emptyOutbox')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="outbox-list">
          {items.map((item) => (
            <li key={item.id} className="py-3" data-testid="outbox-item" data-state={item.state}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900" data-testid="outbox-title">
                    {outboxItemTitle(item, i18n.language)}
                  </p>
                  <p className="text-xs text-slate-600">{formatDateTime(new Date(item.createdAt))}</p>
                </div>
                <Badge tone={tone[item.state]}>{t(`offline.state.${item.state}`)}</Badge>
              </div>
              {item.lastError && item.state !== 'pending' && (
                <p className="mt-1 text-sm text-red-700" data-testid="outbox-error">
                  {outboxErrorText(item.lastError, t)}
                </p>
              )}
              {(item.state === 'failed-parked' || item.state === 'retry-wait') && (
                <div className="mt-2 flex flex-wrap gap-1">
                  <Button variant="secondary" onClick={() => guard(retryItem(item.id))}>
                    {t('common.retry')}
                  </Button>
                  {item.kind === 'action' && item.state === 'failed-parked' && (
                    <Button variant="secondary" onClick={() => setEditing(editing === item.id ? null : item.id)}>
                      {t('offline.edit')}
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => guard(discardItem(item.id))}>
                    {t('offline.discard')}
                  </Button>
                </div>
              )}
              {editing === item.id && <OutboxItemEditor item={item} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
      {counts.pending > 0 && (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => kickReplay({ force: true })}>
            {t('offline.sendNow')}
          </Button>
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t('offline.draftsTitle')}</h3>
      <div className="mt-2">
        <DraftsList onOpen={onClose} />
      </div>
      {storagePersisted.value === false && <p className="mt-4 text-xs text-slate-600">{t('offline.notPersisted')}</p>}
    </Modal>
  );
}
