import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsOptOut } from '../../../../contract/entities/smsConversations';
import { SMS_RECORD_PAGE_SIZES } from '../../../../contract/sms/smsConstants';
import { formatDateTime } from '../../../lib/format';
import { QueuedOfflineError, runWrite } from '../../../offline';
import { ActionError, callAction, useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { messageOf, type FieldMessage } from '../setting/fieldMessage';
import { checkOptOutPhone } from './optOutForm';

/** The numbers that opted out of the account's SMS: add one by hand, remove one (after asking). */
export function OptOutList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SMS_RECORD_PAGE_SIZES[0]);
  const list = useAction('GetUSMSOptOutList', { Offset: page * pageSize, Limit: pageSize });
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<SmsOptOut | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  async function add(e: FormEvent) {
    e.preventDefault();
    const checked = checkOptOutPhone(phone);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    try {
      const added = await callAction('AddUSMSOptOut', { PhoneNumber: checked.phone }, { inline: true });
      showToast('success', t(added.Added ? 'sms.conversation.added' : 'sms.conversation.alreadyListed', { phone: added.PhoneNumber }));
      setPhone('');
      setPage(0);
    } catch (err) {
      // Offline: the outbox keeps it (and said so); a refusal is shown beside the field.
      if (err instanceof QueuedOfflineError) setPhone('');
      else if (err instanceof ActionError) setError(messageOf(err.message.replace(/^PhoneNumber: /, '')));
      else showToast('error', err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setRemoveBusy(true);
    const outcome = await runWrite(callAction('DeleteUSMSOptOut', { PhoneNumbers: [removing.PhoneNumber] }));
    setRemoveBusy(false);
    if (outcome.kind === 'failed') return;
    if (outcome.kind === 'done') showToast('success', t('sms.conversation.removed', { phone: removing.PhoneNumber }));
    setRemoving(null);
  }

  const columns: Column<SmsOptOut>[] = [
    { id: 'phone', header: t('sms.conversation.colPhone'), primary: true, cell: (r) => <span className="whitespace-nowrap font-medium tabular-nums text-slate-900">{r.PhoneNumber}</span> },
    {
      id: 'source',
      header: t('sms.conversation.colSource'),
      primary: true,
      cell: (r) => (r.Source === 'Reply' ? t('sms.conversation.sourceReply', { keyword: r.Keyword }) : t('sms.conversation.sourceManual')),
    },
    { id: 'since', header: t('sms.conversation.colSince'), primary: true, cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.CreateTime)}</span> },
    {
      id: 'actions',
      header: t('sms.conversation.colActions'),
      role: 'actions',
      cell: (r) => (
        <Button variant="secondary" className="whitespace-nowrap px-3 py-1.5" aria-label={t('sms.conversation.removeAria', { phone: r.PhoneNumber })} onClick={() => setRemoving(r)}>
          {t('sms.conversation.remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card title={t('sms.conversation.addTitle')}>
        <p className="mb-4 text-sm text-slate-600">{t('sms.conversation.optOutsIntro')}</p>
        <form noValidate onSubmit={(e) => void add(e)} className="flex flex-wrap items-start gap-3">
          <TextField
            className="w-full sm:w-72"
            label={t('sms.conversation.addPhone')}
            hint={t('sms.conversation.addHint')}
            type="tel"
            autoComplete="off"
            value={phone}
            error={error ? t(error.key, error.values) : undefined}
            onChange={(e) => {
              setPhone(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" loading={busy} className="sm:mt-6">
            {t('sms.conversation.add')}
          </Button>
        </form>
      </Card>
      <Card title={t('sms.conversation.optOutsCaption')}>
        <DataTable
          caption={t('sms.conversation.optOutsCaption')}
          columns={columns}
          rows={list.data?.OptOuts ?? null}
          rowKey={(r) => r.PhoneNumber}
          empty={t('sms.conversation.optOutsEmpty')}
          loading={list.loading}
          minWidth={640}
        />
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data?.Total ?? 0}
          pageSizes={SMS_RECORD_PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('sms.conversation.removeTitle', { phone: removing.PhoneNumber }) : ''}
        confirmLabel={t('sms.conversation.remove')}
        danger
        busy={removeBusy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        {removing ? t('sms.conversation.removeBody', { phone: removing.PhoneNumber }) : null}
      </ConfirmDialog>
    </>
  );
}
