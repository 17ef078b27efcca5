import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useChannelTexts } from '../../channelContext';
import type { AudienceSummary } from './audienceSummary';
import type { CostEstimate } from './costEstimate';
import type { RecipientSummary } from './recipients';
import { formatInZone } from './scheduleTime';

export interface ConfirmSendDialogProps {
  open: boolean;
  busy: boolean;
  summary: RecipientSummary | null;
  estimate: CostEstimate | null;
  trial: boolean;
  /** Unix seconds, or undefined for now. */
  sendTime: number | undefined;
  zone: string;
  /** Rows of the channel's own after the send time (SMS: the sender ID), label and value, already translated. */
  details?: readonly (readonly [string, string])[];
  /** A send to a group or segment: who it is and its counted recipients (instead of `summary`). */
  audience?: AudienceSummary | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The last look before a send: who gets it, how many units (a channel priced per unit: SMS
 * segments), what it costs and when. Texts `<ns>.sending.confirm.*`.
 */
export function ConfirmSendDialog({ open, busy, summary, estimate, trial, sendTime, zone, details = [], audience = null, onConfirm, onClose }: ConfirmSendDialogProps) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const n = (v: number) => formatCount(v, i18n.language);
  const dropped = summary ? summary.duplicate + summary.invalid + summary.unsupported : 0;
  const audienceDropped = audience ? audience.members - audience.recipients : 0;
  const who: (readonly [string, string])[] = audience
    ? [
        [tc(audience.kind === 'Group' ? 'sending.recipients.group' : 'sending.recipients.segment'), audience.name],
        [tc('sending.confirm.recipients'), n(audience.recipients)],
        ...(audienceDropped > 0 ? [[tc('sending.confirm.dropped'), tc('sending.confirm.audienceDropped', { unreachable: n(audience.members - audience.reachable), unsupported: n(audience.unsupported) })] as const] : []),
      ]
    : [
        [tc('sending.confirm.recipients'), n(summary?.valid.length ?? 0)],
        ...(dropped > 0 ? [[tc('sending.confirm.dropped'), tc('sending.confirm.droppedValue', { duplicate: n(summary!.duplicate), invalid: n(summary!.invalid), unsupported: n(summary!.unsupported) })] as const] : []),
      ];
  const rows: (readonly [string, string])[] = [
    ...who,
    ...(channel.sending.pricingUnit === 'segment' ? [[tc('sending.confirm.units'), n(estimate?.units ?? 0)] as const] : []),
    [tc('sending.confirm.cost'), trial ? tc('sending.estimate.free') : formatAmount(estimate?.total ?? 0)],
    [tc('sending.confirm.when'), sendTime === undefined ? tc('sending.schedule.now') : `${formatInZone(sendTime, zone)} ${zone}`],
    ...details,
  ];
  return (
    <ConfirmDialog open={open} busy={busy} title={tc('sending.confirm.title')} confirmLabel={sendTime === undefined ? tc('sending.confirm.sendNow') : tc('sending.confirm.schedule')} onConfirm={onConfirm} onClose={onClose}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{tc('sending.confirm.hold')}</p>
    </ConfirmDialog>
  );
}
