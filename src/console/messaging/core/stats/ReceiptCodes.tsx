import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResultDisplay, SendResults, type SendResult } from '../../../../contract/sms/sendResult';
import type { DayRange } from '../../../lib/dateRangeLimits';
import { formatCount } from '../../../lib/format';
import { useAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { RetryAlert } from '../../../ui/RetryAlert';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ReceiptBars, type ReceiptBar } from './ReceiptBars';
import { formatTenths, sharesTenths } from './sendCounts';
import { RECEIPT_MAX_DAYS } from './statsRanges';
import { zonedRange } from '../../../lib/zonedDays';
import { useChannelTexts } from '../../channelContext';

type CodeRow = ReceiptBar;

const KNOWN = ['DELIVRD', 'UNDELIV', 'REJECTD', 'EXPIRED', 'UNKNOWN', 'NO_RECEIPT', 'SUBMIT_UNCONFIRMED', 'OPTED_OUT'];
const isResult = (r: string): r is SendResult => (SendResults as readonly string[]).includes(r);

/** The channel's `receiptCodes` of a window (at most 31 days): a summary, bars by send result and a table with shares. */
export function ReceiptCodes({ window, clipped, zone }: { window: DayRange; clipped: boolean; zone: string }) {
  const { t, i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const answer = useAction(channel.actions.receiptCodes, zonedRange(window, zone, RECEIPT_MAX_DAYS));
  const rows = useMemo<CodeRow[] | null>(() => {
    if (!answer.data) return null;
    const codes = answer.data.Codes;
    const shares = sharesTenths(codes.map((c) => c.Count));
    return codes.map((c, i) => ({ ...c, share: shares[i]! }));
  }, [answer.data]);
  const n = (v: number) => formatCount(v, i18n.language);

  const meaning = (code: string) => {
    if (code.startsWith('SUBMIT:')) return tc('analytics.codes.submitRefused', { code: code.slice(7) });
    if (KNOWN.includes(code)) return t(`sms.analytics.codes.known.${code}`);
    return tc('analytics.codes.other');
  };

  const columns: Column<CodeRow>[] = [
    { id: 'code', header: tc('analytics.codes.code'), primary: true, cell: (r) => <span className="font-mono text-sm font-medium text-slate-900">{r.ReceiptCode}</span> },
    { id: 'meaning', header: tc('analytics.codes.meaning'), cell: (r) => meaning(r.ReceiptCode) },
    { id: 'result', header: tc('analytics.codes.result'), primary: true, cell: (r) => (isResult(r.SendResult) ? <StatusBadge display={sendResultDisplay[r.SendResult]} /> : <Badge>{tc('analytics.codes.pending')}</Badge>) },
    { id: 'count', header: tc('analytics.codes.count'), numeric: true, primary: true, cell: (r) => n(r.Count) },
    { id: 'share', header: tc('analytics.codes.share'), numeric: true, primary: true, cell: (r) => formatTenths(r.share) },
  ];

  const total = rows?.reduce((a, r) => a + r.Count, 0) ?? 0;
  const top = rows?.[0];
  return (
    <Card title={tc('analytics.codes.title')}>
      <p className="mb-3 text-sm text-slate-600">{tc('analytics.codes.intro', { ...window })}</p>
      {clipped && (
        <Alert tone="info" className="mb-4">
          {tc('analytics.codes.clipped', { ...window })}
        </Alert>
      )}
      {answer.error && !answer.data && <RetryAlert message={tc('analytics.receiptsFailed')} onRetry={answer.reload} />}
      {rows && rows.length > 0 && top && (
        <>
          <p className="mb-3 text-sm text-slate-700">{tc('analytics.codes.summary', { total: n(total), codes: rows.length, top: top.ReceiptCode, share: formatTenths(top.share) })}</p>
          <ReceiptBars rows={rows} />
        </>
      )}
      <div className="mt-4">
        <DataTable caption={tc('analytics.codes.caption', { ...window })} columns={columns} rows={rows} rowKey={(r) => `${r.ReceiptCode}/${r.SendResult}`} empty={tc('analytics.codes.empty')} loading={answer.loading} minWidth={600} />
      </div>
    </Card>
  );
}
