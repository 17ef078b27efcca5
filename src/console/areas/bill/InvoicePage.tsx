import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_PAGE_SIZES, type Invoice } from '../../../contract/entities/invoice';
import { formatAmount, formatDate } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { saveBlob } from '../../messaging/core/records/saveBlob';
import { online } from '../../offline';
import { callAction, getBlob, useAction } from '../../session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/toast/toastStore';

/** /bill/invoice: the invoices of paid bills, each downloadable as the gateway's PDF. */
export function InvoicePage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<(typeof INVOICE_PAGE_SIZES)[number]>(INVOICE_PAGE_SIZES[0]);
  const list = useAction('GetInvoiceList', { Offset: page * size, Limit: size });
  const [busy, setBusy] = useState<string | null>(null);

  async function download(inv: Invoice) {
    setBusy(inv.InvoiceNo);
    try {
      const file = await callAction('GetInvoiceFile', { InvoiceNo: inv.InvoiceNo });
      const answer = await getBlob('GetInvoiceFile', file.Url);
      saveBlob(answer.blob, answer.fileName ?? file.FileName);
      showToast('success', t('bill.invoice.downloaded', { no: inv.InvoiceNo }));
    } catch {
      /* toast */
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<Invoice>[] = [
    { id: 'no', header: t('bill.invoice.number'), primary: true, cell: (r) => <span className="font-medium tabular-nums text-slate-900">{r.InvoiceNo}</span> },
    { id: 'type', header: t('bill.invoice.type'), primary: true, cell: (r) => t(`bill.invoice.kind.${r.Type}`) },
    { id: 'date', header: t('bill.invoice.date'), cell: (r) => <span className="tabular-nums">{formatDate(r.CreateTime)}</span> },
    { id: 'status', header: t('bill.invoice.status'), cell: () => <Badge tone="success">{t('bill.invoice.paid')}</Badge> },
    { id: 'paidBy', header: t('bill.invoice.paidBy'), cell: (r) => r.PaidBy },
    { id: 'amount', header: t('bill.invoice.amount'), numeric: true, primary: true, cell: (r) => formatAmount(r.Amount) },
    {
      id: 'pdf',
      header: t('bill.invoice.download'),
      role: 'actions',
      cell: (r) => (
        <Button variant="secondary" className="px-3 py-1" aria-label={t('bill.invoice.downloadNamed', { no: r.InvoiceNo })} title={online.value ? undefined : t('bill.invoice.offline')} disabled={!online.value} loading={busy === r.InvoiceNo} onClick={() => void download(r)}>
          {t('bill.invoice.download')}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billInvoice')} description={t('bill.invoice.intro')} />
      <Card>
        <DataTable caption={t('bill.invoice.caption')} columns={columns} rows={list.data?.Invoices ?? null} rowKey={(r) => r.InvoiceNo} empty={t('bill.invoice.empty')} loading={list.loading} minWidth={760} />
        {list.data && list.data.Total > INVOICE_PAGE_SIZES[0] && (
          <Pagination
            page={page}
            pageSize={size}
            total={list.data.Total}
            pageSizes={INVOICE_PAGE_SIZES}
            onPage={setPage}
            onPageSize={(s) => {
              setSize(s as (typeof INVOICE_PAGE_SIZES)[number]);
              setPage(0);
            }}
          />
        )}
      </Card>
    </div>
  );
}
