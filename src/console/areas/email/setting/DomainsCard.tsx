import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailDomainStatus, EmailDomainType } from '../../../../contract/email/emailDomainRules';
import { emailDomainStatusOf } from '../../../../contract/display/emailStatus';
import type { EmailDomain } from '../../../../contract/entities/email';
import { formatDateTime } from '../../../lib/format';
import { callAction, type ActionState } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { RetryAlert } from '../../../ui/RetryAlert';
import { StatusBadge } from '../../../ui/StatusBadge';
import { showToast } from '../../../ui/toast/toastStore';
import { DnsRecordsDialog } from './DnsRecordsDialog';
import { removeRows } from './removeRows';
import { DomainDialog } from './DomainDialog';

type DomainList = ActionState<{ Total: number; Domains: EmailDomain[] }>;

/** Sending domains: add, see and copy the DNS records, verify against DNS, edit (unless locked), delete. */
export function DomainsCard({ list }: { list: DomainList }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EmailDomain | 'new' | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmailDomain | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const rows = list.data?.Domains ?? null;
  // The dialog follows the list, so a check's new results show in it at once.
  const shown = showing ? (rows?.find((d) => d.DomainId === showing) ?? null) : null;

  async function verify(d: EmailDomain) {
    setVerifying(d.DomainId);
    try {
      const checked = await callAction('VerifyUEmailDomain', { DomainId: d.DomainId });
      const passed = checked.Status === EmailDomainStatus.Passed;
      showToast(passed ? 'success' : 'error', t(passed ? 'email.setting.domain.passed' : 'email.setting.domain.failed', { domain: d.Domain }));
    } catch {
      // The gateway's refusal (e.g. DNS unreachable) is already shown as a toast; nothing changed.
    } finally {
      setVerifying(null);
    }
  }

  const columns: Column<EmailDomain>[] = [
    { id: 'domain', header: t('email.setting.domain.name'), primary: true, long: true, cell: (d) => <span className="font-medium text-slate-900">{d.Domain}</span> },
    { id: 'type', header: t('email.setting.domain.type'), cell: (d) => t(d.Type === EmailDomainType.Trigger ? 'email.setting.domain.trigger' : 'email.setting.domain.batch') },
    { id: 'status', header: t('email.setting.domain.status'), primary: true, cell: (d) => <StatusBadge display={emailDomainStatusOf(d.Status)} /> },
    { id: 'checked', header: t('email.setting.domain.checked'), cell: (d) => (d.CheckTime ? formatDateTime(d.CheckTime) : <span className="text-slate-600">{t('email.setting.domain.never')}</span>) },
    {
      id: 'actions',
      header: t('email.setting.domain.actions'),
      role: 'actions',
      cell: (d) => (
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" className="px-2 py-1" aria-label={t('email.setting.domain.recordsAria', { domain: d.Domain })} onClick={() => setShowing(d.DomainId)}>
            {t('email.setting.domain.records')}
          </Button>
          <Button variant="ghost" className="px-2 py-1" loading={verifying === d.DomainId} aria-label={t('email.setting.domain.verifyAria', { domain: d.Domain })} onClick={() => void verify(d)}>
            {t('email.setting.domain.verify')}
          </Button>
          {d.Editable && (
            <Button variant="ghost" className="px-2 py-1" aria-label={t('email.setting.domain.editAria', { domain: d.Domain })} onClick={() => setEditing(d)}>
              {t('email.setting.domain.edit')}
            </Button>
          )}
          <Button variant="ghost" className="px-2 py-1 text-red-700 hover:bg-red-50" aria-label={t('email.setting.domain.deleteAria', { domain: d.Domain })} onClick={() => setDeleting(d)}>
            {t('email.setting.domain.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card
      title={t('email.setting.domain.title')}
      actions={
        <Button onClick={() => setEditing('new')}>{t('email.setting.domain.add')}</Button>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('email.setting.domain.intro')}</p>
      <Alert tone="info" className="mb-4">
        {t('email.setting.dnsDelay')}
      </Alert>
      {rows?.some((d) => !d.Editable) && (
        <Alert tone="warning" className="mb-4">
          {t('email.setting.domain.locked')}
        </Alert>
      )}
      {list.error && !list.data ? (
        <RetryAlert message={list.error.message} onRetry={list.reload} />
      ) : (
        <DataTable caption={t('email.setting.domain.caption')} columns={columns} rows={rows} rowKey={(d) => d.DomainId} loading={list.loading} empty={t('email.setting.domain.empty')} minWidth={720} />
      )}
      <DomainDialog
        target={editing}
        onClose={() => setEditing(null)}
        onDone={(saved) => {
          setEditing(null);
          // A new domain's records are what to do next.
          if (saved && editing === 'new') setShowing(saved.DomainId);
        }}
      />
      <DnsRecordsDialog domain={shown} verifying={shown !== null && verifying === shown.DomainId} onVerify={(d) => void verify(d)} onClose={() => setShowing(null)} />
      <DeleteDialog
        target={deleting && { ids: [deleting.DomainId], name: deleting.Domain }}
        title={t('email.setting.domain.deleteTitle')}
        text={t('email.setting.domain.deleteBody', { name: deleting?.Domain ?? '' })}
        confirmLabel={t('email.setting.domain.delete')}
        remove={(ids) => removeRows(callAction('DeleteUEmailDomain', { DomainIds: [...ids] }), () => showToast('success', t('email.setting.domain.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </Card>
  );
}
