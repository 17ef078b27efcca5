import { useTranslation } from 'react-i18next';
import type { WhatsAppNumber } from '../../../contract/entities/whatsapp';
import { whatsappNumberStatusDisplay, whatsappQualityDisplay } from '../../../contract/whatsapp/whatsappConstants';
import { formatDateTime } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { type Column, DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { StatusBadge } from '../../ui/StatusBadge';

/** /whatsapp/number: the business account's numbers with display name, quality (7 days), messaging-limit tier and status. */
export function NumberPage(_props: PageProps) {
  const { t } = useTranslation();
  const numbers = useAction('ListWhatsAppNumbers', {});
  const data = numbers.data;
  const columns: Column<WhatsAppNumber>[] = [
    { id: 'name', header: t('whatsapp.number.field.displayName'), primary: true, cell: (n) => <span className="font-medium text-slate-900">{n.DisplayName}</span> },
    { id: 'phone', header: t('whatsapp.number.field.phone'), primary: true, cell: (n) => <span className="tabular-nums">{n.DisplayPhoneNumber}</span> },
    { id: 'quality', header: t('whatsapp.number.field.quality'), primary: true, cell: (n) => <StatusBadge display={whatsappQualityDisplay[n.QualityRating]} /> },
    { id: 'tier', header: t('whatsapp.number.field.tier'), primary: true, cell: (n) => t(`whatsapp.tier.${n.MessagingLimitTier}`) },
    { id: 'status', header: t('whatsapp.number.field.status'), primary: true, cell: (n) => <StatusBadge display={whatsappNumberStatusDisplay[n.Status]} /> },
    { id: 'synced', header: t('whatsapp.number.field.synced'), cell: (n) => formatDateTime(n.SyncTime) },
  ];
  return (
    <>
      <PageHeader title={t('whatsapp.number.title')} description={t('whatsapp.number.description')} />
      {numbers.error && !data && <RetryAlert className="mb-4" message={t('whatsapp.number.loadFailed')} onRetry={numbers.reload} />}
      {data?.Stale && (
        <Alert tone="warning" className="mb-4">
          {t('whatsapp.number.stale')}
        </Alert>
      )}
      {data && data.WabaId === null ? (
        <Card>
          <EmptyState>{t('whatsapp.notConnected')}</EmptyState>
        </Card>
      ) : (
        <Card title={t('whatsapp.number.heading')} actions={data?.WabaId ? <span className="text-xs text-slate-600">{t('whatsapp.number.account', { id: data.WabaId })}</span> : undefined}>
          <DataTable caption={t('whatsapp.number.caption')} columns={columns} rows={data?.Numbers ?? null} rowKey={(n) => n.PhoneNumberId} loading={numbers.loading} empty={t('whatsapp.number.empty')} />
          <p className="mt-3 text-xs text-slate-600">{t('whatsapp.number.qualityNote')}</p>
        </Card>
      )}
    </>
  );
}
