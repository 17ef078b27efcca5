import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatUnitPrice } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { readAgeTime } from '../../../offline';
import { useChannelTexts } from '../../channelContext';
import { balanceShort, type CostEstimate } from './costEstimate';
import type { Timing } from './ScheduleCard';

export interface SendSummaryCardProps {
  estimate: CostEstimate | null;
  /** The message text and the chosen country: the units of one message by the channel's content rule. */
  text: string;
  country: string;
  /** The channel wallet's available balance; null while unknown. */
  available: number | null;
  trial: boolean;
  timing: Timing;
  countryName: (code: string) => string;
  busy: boolean;
  /** The gateway's message of the last failed send, shown where the user looks. */
  sendError: string | null;
  balanceError: string | undefined;
  onSend: () => void;
  /** The test send; a channel without one (MMS) leaves it out and no test button is shown. */
  onTest?: () => void;
  footer?: ReactNode;
  /** Offline: when the prices and the balance shown were fetched (ms), shown as their age. */
  pricesAsOf?: number | null;
  balanceAsOf?: number | null;
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`text-right ${strong ? 'text-lg font-semibold text-slate-900' : 'text-sm font-medium text-slate-800'}`}>{value}</dd>
    </div>
  );
}

/**
 * Recipients, pricing units (a channel priced per unit: SMS segments) and the estimated cost
 * against the channel's wallet, with the send and test-send buttons. Driven by the channel
 * (`sending.unitsOf`, `sending.pricingUnit`) and its texts `<ns>.sending.estimate.*`, `.actions.*`.
 */
export function SendSummaryCard({ estimate, text, country, available, trial, timing, countryName, busy, sendError, balanceError, onSend, onTest, footer, pricesAsOf = null, balanceAsOf = null }: SendSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const perUnit = channel.sending.pricingUnit === 'segment';
  const unitsPerMessage = channel.sending.unitsOf(text, country);
  const n = (v: number) => formatCount(v, i18n.language);
  const total = estimate?.total ?? 0;
  const short = trial ? 0 : balanceShort(available, total);
  return (
    <Card title={tc('sending.estimate.title')}>
      <dl className="divide-y divide-slate-100" aria-live="polite">
        <Row label={tc('sending.estimate.recipients')} value={n(estimate?.recipients ?? 0)} />
        {perUnit && <Row label={tc('sending.estimate.unitsPerMessage')} value={n(unitsPerMessage)} />}
        {perUnit && <Row label={tc('sending.estimate.unitsTotal')} value={n(estimate?.units ?? 0)} />}
        {estimate && estimate.lines.length > 0 && unitsPerMessage > 0 && !trial && (
          <Row
            label={tc('sending.estimate.pricePerRecipient')}
            value={
              <span className="block space-y-0.5">
                {estimate.lines.map((l) => (
                  <span key={l.country} className="block">
                    {l.pricePerRecipient === null
                      ? tc('sending.estimate.noRoute', { country: countryName(l.country) })
                      : tc(perUnit && l.units > 1 ? 'sending.estimate.countryPriceUnits' : 'sending.estimate.countryPrice', { country: countryName(l.country), price: formatUnitPrice(l.pricePerRecipient, 'message', t), units: l.units, unitPrice: formatUnitPrice(l.pricePerUnit ?? 0, 'segment', t) })}
                  </span>
                ))}
              </span>
            }
          />
        )}
        <Row label={tc('sending.estimate.cost')} value={trial ? tc('sending.estimate.free') : formatAmount(total)} strong />
        <Row label={tc('sending.estimate.balance')} value={available === null ? '—' : formatAmount(available)} />
      </dl>
      {(pricesAsOf !== null || balanceAsOf !== null) && (
        <p className="mt-1 text-xs text-slate-600" data-testid="estimate-age">
          {[pricesAsOf !== null && tc('sending.estimate.pricesAsOf', { time: readAgeTime(pricesAsOf) }), balanceAsOf !== null && tc('sending.estimate.balanceAsOf', { time: readAgeTime(balanceAsOf) })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {short > 0 && (
        <Alert tone="warning" className="mt-3">
          <p className="font-medium">{tc('sending.error.insufficient')}</p>
          <p className="mt-1">{tc('sending.estimate.short', { amount: formatAmount(short) })}</p>
        </Alert>
      )}
      {balanceError && short === 0 && <p className="mt-2 text-xs text-red-700">{balanceError}</p>}
      {sendError && (
        <Alert tone="error" className="mt-3">
          {sendError}
        </Alert>
      )}
      <div className="mt-4 space-y-2">
        <Button block loading={busy} onClick={onSend}>
          {timing === 'later' ? tc('sending.actions.schedule') : tc('sending.actions.send')}
        </Button>
        {onTest && (
          <Button block variant="secondary" disabled={busy} onClick={onTest}>
            {tc('sending.actions.test')}
          </Button>
        )}
      </div>
      {footer && <div className="mt-3 text-xs text-slate-600">{footer}</div>}
    </Card>
  );
}
