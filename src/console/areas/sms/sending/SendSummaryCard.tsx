import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatUnitPrice } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { readAgeTime } from '../../../offline';
import { balanceShort, type CostEstimate } from './costEstimate';
import type { Timing } from './sendForm';

export interface SendSummaryCardProps {
  estimate: CostEstimate | null;
  /** Segments of one message in the chosen country. */
  segmentsPerMessage: number;
  /** The SMS wallet's available balance; null while unknown. */
  available: number | null;
  trial: boolean;
  timing: Timing;
  countryName: (code: string) => string;
  busy: boolean;
  /** The gateway's message of the last failed send, shown where the user looks. */
  sendError: string | null;
  balanceError: string | undefined;
  onSend: () => void;
  onTest: () => void;
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

/** Recipients, segments and estimated cost against the SMS wallet, with the send and test-send buttons. */
export function SendSummaryCard({ estimate, segmentsPerMessage, available, trial, timing, countryName, busy, sendError, balanceError, onSend, onTest, footer, pricesAsOf = null, balanceAsOf = null }: SendSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const total = estimate?.total ?? 0;
  const short = trial ? 0 : balanceShort(available, total);
  return (
    <Card title={t('sms.sending.estimate.title')}>
      <dl className="divide-y divide-slate-100" aria-live="polite">
        <Row label={t('sms.sending.estimate.recipients')} value={n(estimate?.recipients ?? 0)} />
        <Row label={t('sms.sending.estimate.segmentsPerMessage')} value={n(segmentsPerMessage)} />
        <Row label={t('sms.sending.estimate.segmentsTotal')} value={n(estimate?.segments ?? 0)} />
        {estimate && estimate.lines.length > 0 && segmentsPerMessage > 0 && !trial && (
          <Row
            label={t('sms.sending.estimate.pricePerRecipient')}
            value={
              <span className="block space-y-0.5">
                {estimate.lines.map((l) => (
                  <span key={l.country} className="block">
                    {l.pricePerRecipient === null ? t('sms.sending.estimate.noRoute', { country: countryName(l.country) }) : t(l.segments > 1 ? 'sms.sending.estimate.countryPriceSegments' : 'sms.sending.estimate.countryPrice', { country: countryName(l.country), price: formatUnitPrice(l.pricePerRecipient, 'message', t), segments: l.segments, segmentPrice: formatUnitPrice(l.pricePerSegment ?? 0, 'segment', t) })}
                  </span>
                ))}
              </span>
            }
          />
        )}
        <Row label={t('sms.sending.estimate.cost')} value={trial ? t('sms.sending.estimate.free') : formatAmount(total)} strong />
        <Row label={t('sms.sending.estimate.balance')} value={available === null ? '—' : formatAmount(available)} />
      </dl>
      {(pricesAsOf !== null || balanceAsOf !== null) && (
        <p className="mt-1 text-xs text-slate-600" data-testid="estimate-age">
          {[pricesAsOf !== null && t('sms.sending.estimate.pricesAsOf', { time: readAgeTime(pricesAsOf) }), balanceAsOf !== null && t('sms.sending.estimate.balanceAsOf', { time: readAgeTime(balanceAsOf) })]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {short > 0 && (
        <Alert tone="warning" className="mt-3">
          <p className="font-medium">{t('sms.sending.error.insufficient')}</p>
          <p className="mt-1">{t('sms.sending.estimate.short', { amount: formatAmount(short) })}</p>
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
          {timing === 'later' ? t('sms.sending.actions.schedule') : t('sms.sending.actions.send')}
        </Button>
        <Button block variant="secondary" disabled={busy} onClick={onTest}>
          {t('sms.sending.actions.test')}
        </Button>
      </div>
      {footer && <div className="mt-3 text-xs text-slate-600">{footer}</div>}
    </Card>
  );
}
