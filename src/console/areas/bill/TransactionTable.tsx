import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Transaction, TRANSACTION_PAGE_SIZES, TransactionState, type TransactionStateValue, type TransactionType, TransactionTypes } from '../../../contract/entities/transaction';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useAction } from '../../session';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { type Column, DataTable } from '../../ui/DataTable';
import { FilterSheet } from '../../ui/FilterSheet';
import { Pagination } from '../../ui/Pagination';
import { SelectField } from '../../ui/SelectField';
import { productLabel } from './productLabel';

interface Filter {
  type: TransactionType | '';
  state: TransactionStateValue | '';
  product: number | '';
}

/** The account's transactions (GetTransactionList): type, status and product filters, the spec's page sizes. */
export function TransactionTable({ productTypes }: { productTypes: readonly number[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({ type: '', state: '', product: '' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<(typeof TRANSACTION_PAGE_SIZES)[number]>(TRANSACTION_PAGE_SIZES[0]);
  const list = useAction('GetTransactionList', {
    ...(filter.type ? { Type: filter.type } : {}),
    ...(filter.state ? { State: filter.state } : {}),
    ...(filter.product !== '' ? { ProductType: filter.product } : {}),
    Offset: page * size,
    Limit: size,
  });
  const change = (next: Partial<Filter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };

  const columns: Column<Transaction>[] = [
    { id: 'time', header: t('bill.transactions.time'), cell: (r) => <span className="tabular-nums">{formatDateTime(r.CreateTime)}</span>, primary: true },
    { id: 'type', header: t('bill.transactions.type'), cell: (r) => t(`bill.type.${r.Type}`), primary: true },
    { id: 'product', header: t('bill.transactions.product'), cell: (r) => productLabel(t, r.ProductType) },
    {
      id: 'amount',
      header: t('bill.transactions.amount'),
      numeric: true,
      primary: true,
      cell: (r) =>
        r.State === TransactionState.Failed ? (
          <span className="text-slate-700 line-through">{formatAmount(r.Amount)}</span>
        ) : (
          <span className={r.Amount < 0 ? 'text-slate-900' : 'text-emerald-700'}>{r.Amount > 0 ? `+${formatAmount(r.Amount)}` : formatAmount(r.Amount)}</span>
        ),
    },
    { id: 'available', header: t('bill.transactions.availableAfter'), numeric: true, cell: (r) => formatAmount(r.Available) },
    {
      id: 'state',
      header: t('bill.transactions.state'),
      cell: (r) => <Badge tone={r.State === TransactionState.Success ? 'success' : 'error'}>{t(`bill.stateName.${r.State}`)}</Badge>,
    },
    { id: 'reference', header: t('bill.transactions.reference'), cell: (r) => r.Reference, long: true },
  ];

  const active = [filter.type, filter.state, filter.product].filter((v) => v !== '').length;
  return (
    <Card title={t('bill.transactions.title')}>
      <div className="space-y-4">
        <FilterSheet title={t('bill.transactions.filters')} count={active}>
          {() => (
            <div className="grid gap-4 md:grid-cols-3">
              <SelectField
                label={t('bill.transactions.type')}
                name="type"
                value={filter.type}
                placeholder={t('bill.transactions.allTypes')}
                options={TransactionTypes.map((v) => ({ value: v, label: t(`bill.type.${v}`) }))}
                onChange={(e) => change({ type: e.target.value as Filter['type'] })}
              />
              <SelectField
                label={t('bill.transactions.state')}
                name="state"
                value={String(filter.state)}
                placeholder={t('bill.transactions.allStates')}
                options={Object.values(TransactionState).map((v) => ({ value: String(v), label: t(`bill.stateName.${v}`) }))}
                onChange={(e) => change({ state: e.target.value ? (Number(e.target.value) as TransactionStateValue) : '' })}
              />
              <SelectField
                label={t('bill.transactions.product')}
                name="product"
                value={String(filter.product)}
                placeholder={t('bill.transactions.allProducts')}
                options={productTypes.map((v) => ({ value: String(v), label: productLabel(t, v) }))}
                onChange={(e) => change({ product: e.target.value === '' ? '' : Number(e.target.value) })}
              />
            </div>
          )}
        </FilterSheet>
        <DataTable
          caption={t('bill.transactions.caption')}
          columns={columns}
          rows={list.data?.Transactions ?? null}
          rowKey={(r) => r.TransactionId}
          empty={t('bill.transactions.empty')}
          loading={list.loading}
          minWidth={860}
        />
        {list.data && list.data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={size}
            total={list.data.Total}
            pageSizes={TRANSACTION_PAGE_SIZES}
            onPage={setPage}
            onPageSize={(s) => {
              setSize(s as (typeof TRANSACTION_PAGE_SIZES)[number]);
              setPage(0);
            }}
          />
        )}
      </div>
    </Card>
  );
}
