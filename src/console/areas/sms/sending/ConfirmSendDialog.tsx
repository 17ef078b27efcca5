import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { CostEstimate } from './costEstimate';
import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import { formatInZone } from '../../../messaging/core/sending/scheduleTime';

export interface ConfirmSendDialogProps {
  open: boolean;
  busy: boolean;
  summary: RecipientSummary | null;
  estimate: CostEstimate | null;
  trial: boolean;
  /** Unix seconds, or undefined for now. */
  sendTime: number | undefined;
  zone: string;
  senderId: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before a send: who gets it, how many segments, what it costs and when. */
export function ConfirmSendDialog({ open, busy, summary, estimate, trial, sendTime, zone, senderId, onConfirm, onClose }: ConfirmSendDialogProps) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const dropped = summary ? summary.duplicate + summary.invalid + summary.unsupported : 0;
  const rows: [string, string][] = [
    [t('sms.sending.confirm.recipients'), n(summary?.valid.length ?? 0)],
    ...(dropped > 0 ? [[t('sms.sending.confirm.dropped'), t('sms.sending.confirm.droppedValue', { duplicate: n(summary!.duplicate), invalid: n(summary!.invalid), unsupported: n(summary!.unsupported) })] as [string, string]] : []),
    [t('sms.sending.confirm.segments'), n(estimate?.segments ?? 0)],
    [t('sms.sending.confirm.cost'), trial ? t('sms.sending.estimate.free') : formatAmount(estimate?.total ?? 0)],
    [t('sms.sending.confirm.when'), sendTime === undefined ? t('sms.sending.schedule.now') : `${formatInZone(sendTime, zone)} ${zone}`],
    ...(senderId.trim() ? [[t('sms.sending.sender.senderId'), senderId.trim()] as [string, string]] : []),
  ];
  return (
    <ConfirmDialog open={open} busy={busy} title={t('sms.sending.confirm.title')} confirmLabel={sendTime === undefined ? t('sms.sending.confirm.sendNow') : t('sms.sending.confirm.schedule')} onConfirm={onConfirm} onClose={onClose}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('sms.sending.confirm.hold')}</p>
    </ConfirmDialog>
  );
}
