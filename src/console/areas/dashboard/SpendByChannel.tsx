import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatAmount } from '../../lib/format';
import { Card } from '../../ui/Card';
import type { ChannelState } from './useChannelDashboards';

/** What each channel charged over the last 7 days, as proportional bars; an empty state without spend. */
export function SpendByChannel({ states }: { states: readonly ChannelState[] }) {
  const { t } = useTranslation();
  const rows = states.filter((s) => s.data).map((s) => ({ source: s.source, spend: s.data!.weekSpend }));
  const max = Math.max(0, ...rows.map((r) => r.spend));
  return (
    <Card title={t('dashboard.spendByChannel')} className="h-full">
      {rows.length > 0 && max === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.noSpend')}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.source.channel}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <Link href={r.source.overview} className="font-medium text-indigo-700 hover:underline">
                  {t(r.source.titleKey)}
                </Link>
                <span className="font-semibold text-slate-900">{formatAmount(r.spend)}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${max > 0 ? Math.max(2, (100 * r.spend) / max) : 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">{t('dashboard.lastWeek')}</p>
    </Card>
  );
}
