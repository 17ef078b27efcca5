import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../lib/format';
import { navigate } from '../../../lib/navigate';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, NetworkError } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { DialogActions } from '../../../ui/DialogActions';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toastStore';
import { useChannelTexts } from '../../channelContext';

type Preview = { Recipients: number; EstimatedCost: number };

/**
 * Sends the failed numbers of a task again: asks the channel what a retry would send now (how many
 * numbers, at what estimated cost) and, once confirmed, creates the new task and opens its page.
 * With nothing to retry it says so and offers no confirm.
 */
export function RetryTaskDialog({ taskId, open, onClose }: { taskId: string; open: boolean; onClose: () => void }) {
  const { i18n } = useTranslation();
  const { channel, tc, t } = useChannelTexts();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setPreview(null);
    setLoadError(null);
    setSendError(null);
    callAction(channel.actions.retryPreview, { TaskId: taskId }, { signal: controller.signal, inline: true })
      .then((p) => setPreview({ Recipients: p.Recipients, EstimatedCost: p.EstimatedCost }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(err instanceof ActionError || err instanceof NetworkError ? err.message : tc('task.retryLoadFailed'));
      });
    return () => controller.abort();
  }, [open, taskId, channel.actions.retryPreview]);

  async function confirm() {
    setBusy(true);
    setSendError(null);
    try {
      const created = await callAction(channel.actions.retryTask, { TaskId: taskId }, { inline: true });
      onClose();
      navigate(channel.routes.task(created), { force: true });
    } catch (err) {
      if (err instanceof QueuedOfflineError) {
        showToast('success', tc('task.retryQueued'));
        onClose();
      } else setSendError(err instanceof ActionError || err instanceof NetworkError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const none = preview !== null && preview.Recipients === 0;
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={tc('task.retryTitle')}>
      <div className="mt-3 space-y-3 text-sm text-slate-700" data-testid="retry-dialog">
        {loadError ? (
          <Alert tone="error">{loadError}</Alert>
        ) : preview === null ? (
          <Spinner label={t('common.loading')} />
        ) : none ? (
          <Alert tone="info">{tc('task.retryNone')}</Alert>
        ) : (
          <>
            <p>{tc('task.retryBody', { count: preview.Recipients, recipients: formatCount(preview.Recipients, i18n.language) })}</p>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2">
                <dt className="text-xs font-medium text-slate-600">{tc('task.retryRecipients')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900" data-testid="retry-count">
                  {formatCount(preview.Recipients, i18n.language)}
                </dd>
              </div>
              <div className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2">
                <dt className="text-xs font-medium text-slate-600">{tc('task.estimated')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900" data-testid="retry-cost">
                  {formatAmount(preview.EstimatedCost)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-slate-600">{tc('task.retryNote')}</p>
          </>
        )}
        {sendError && <Alert tone="error">{sendError}</Alert>}
      </div>
      {preview !== null && !none && !loadError ? (
        <DialogActions className="mt-6" closeLabel={t('common.back')} onClose={onClose} actLabel={tc('task.retryConfirm')} onAct={() => void confirm()} busy={busy} />
      ) : (
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.back')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
