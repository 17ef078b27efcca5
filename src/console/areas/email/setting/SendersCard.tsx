import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_SETS } from '../../../../contract/constants';
import { EmailSenderStatus } from '../../../../contract/email/emailDomainRules';
import { emailSenderStatusOf } from '../../../../contract/display/emailStatus';
import type { EmailDomain, EmailSender } from '../../../../contract/entities/email';
import { callAction, useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { Pagination } from '../../../ui/Pagination';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SelectField } from '../../../ui/SelectField';
import { StatusBadge } from '../../../ui/StatusBadge';
import { showToast } from '../../../ui/toast/toastStore';
import { removeRows } from './removeRows';
import { SenderDialog } from './SenderDialog';

/** The sender list's page sizes (spec 000 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];

/** Senders: the From Name and an address on a verified domain; add, edit (name, Enabled/Disabled), delete; filter by status. */
export function SendersCard({ verifiedDomains }: { verifiedDomains: readonly EmailDomain[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [editing, setEditing] = useState<EmailSender | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailSender | null>(null);
  const list = useAction('QueryUEmailSender', { ...(filter === '' ? {} : { Status: Number(filter) }), Offset: page * pageSize, Limit: pageSize });
  const rows = list.data?.Senders ?? null;

  const columns: Column<EmailSender>[] = [
    { id: 'alias', header: t('email.setting.sender.alias'), primary: true, cell: (s) => <span className="font-medium text-slate-900">{s.Alias}</span> },
    { id: 'email', header: t('email.setting.sender.email'), primary: true, long: true, cell: (s) => s.Email },
    { id: 'status', header: t('email.setting.sender.status'), primary: true, cell: (s) => <StatusBadge display={emailSenderStatusOf(s.Status)} /> },
    {
      id: 'actions',
      header: t('email.setting.sender.actions'),
      role: 'actions',
      cell: (s) =>
        s.Status === EmailSenderStatus.Deleted ? null : (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" className="px-2 py-1" aria-label={t('email.setting.sender.editAria', { email: s.Email })} onClick={() => setEditing(s)}>
              {t('email.setting.sender.edit')}
            </Button>
            <Button variant="ghost" className="px-2 py-1 text-red-700 hover:bg-red-50" aria-label={t('email.setting.sender.deleteAria', { email: s.Email })} onClick={() => setDeleting(s)}>
              {t('email.setting.sender.delete')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <Card
      title={t('email.setting.sender.title')}
      actions={
        <Button disabled={verifiedDomains.length === 0} onClick={() => setEditing('new')}>
          {t('email.setting.sender.add')}
        </Button>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-slate-600">{verifiedDomains.length === 0 ? t('email.setting.sender.needDomain') : t('email.setting.sender.intro')}</p>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t('email.setting.sender.filter')}
          value={filter}
          options={[
            { value: '', label: t('email.setting.sender.filterLive') },
            { value: String(EmailSenderStatus.Enabled), label: t('email.status.sender.enabled') },
            { value: String(EmailSenderStatus.Disabled), label: t('email.status.sender.disabled') },
            { value: String(EmailSenderStatus.Deleted), label: t('email.status.sender.deleted') },
          ]}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(0);
          }}
        />
      </div>
      {list.error && !list.data ? (
        <RetryAlert message={list.error.message} onRetry={list.reload} />
      ) : (
        <DataTable caption={t('email.setting.sender.caption')} columns={columns} rows={rows} rowKey={(s) => s.SenderId} loading={list.loading} empty={t('email.setting.sender.empty')} />
      )}
      {list.data && list.data.Total > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data.Total}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
      <SenderDialog target={editing} domains={verifiedDomains} onClose={() => setEditing(null)} onDone={() => setEditing(null)} />
      <DeleteDialog
        target={deleting && { ids: [deleting.SenderId], name: deleting.Email }}
        title={t('email.setting.sender.deleteTitle')}
        text={t('email.setting.sender.deleteBody', { name: deleting?.Email ?? '' })}
        confirmLabel={t('email.setting.sender.delete')}
        remove={(ids) => removeRows(callAction('DeleteUEmailSender', { SenderIds: [...ids] }), () => showToast('success', t('email.setting.sender.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </Card>
  );
}
