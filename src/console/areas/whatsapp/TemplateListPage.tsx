import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WhatsAppTemplate } from '../../../contract/entities/whatsapp';
import { whatsappTemplateStatusDisplay } from '../../../contract/whatsapp/whatsappConstants';
import { formatDateTime } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { ActionError, callAction, useAction } from '../../session';
import { buttonClass, Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { type Column, DataTable } from '../../ui/DataTable';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { serverParamError } from '../../ui/form/serverFieldError';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { SelectField } from '../../ui/SelectField';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { EDITABLE_STATUSES, TEMPLATE_LANGUAGES, updateTemplateHref } from './template/templatePaths';
import { useRuleText } from './useRuleText';
import { whatsappSendingPath } from './whatsappChannel';

/** While a template waits for review the list reads again this often. */
const REVIEW_POLL_MS = 4_000;
const rowLink = 'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';
const rowButton = 'font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** /whatsapp/template: the business account's templates as WhatsApp holds them, with their review state. */
export function TemplateListPage(_props: PageProps) {
  const { t } = useTranslation();
  const list = useAction('ListWhatsAppTemplates', { Offset: 0, Limit: 100 }, { pollMs: REVIEW_POLL_MS, until: (d) => !(d as { Templates: WhatsAppTemplate[] } | null)?.Templates.some((x) => x.Status === 'PENDING') });
  const numbers = useAction('ListWhatsAppNumbers', {});
  const phone = numbers.data?.Numbers[0]?.DisplayPhoneNumber ?? null;
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const columns: Column<WhatsAppTemplate>[] = [
    {
      id: 'name',
      header: t('whatsapp.template.field.name'),
      primary: true,
      cell: (r) => (
        <div>
          <div className="font-medium break-all text-slate-900">{r.Name}</div>
          <div className="mt-0.5 text-xs text-slate-600">{r.Language}</div>
        </div>
      ),
    },
    { id: 'category', header: t('whatsapp.template.field.category'), primary: true, cell: (r) => t(`whatsapp.category.${r.Category}`) },
    {
      id: 'body',
      header: t('whatsapp.template.field.body'),
      long: true,
      cell: (r) => <span className="block max-w-xs break-words text-slate-700">{r.Body.length > 120 ? `${r.Body.slice(0, 120)}…` : r.Body}</span>,
    },
    {
      id: 'status',
      header: t('whatsapp.template.field.status'),
      primary: true,
      cell: (r) => (
        <div>
          <StatusBadge display={whatsappTemplateStatusDisplay[r.Status]} />
          {r.Reason && <div className="mt-1 text-xs text-slate-600">{t(`whatsapp.reason.${r.Reason}`, { defaultValue: r.Reason })}</div>}
        </div>
      ),
    },
    { id: 'updated', header: t('whatsapp.template.field.updated'), cell: (r) => formatDateTime(r.UpdateTime) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('whatsapp.template.edit')}</span>,
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-3">
          {r.Status === 'APPROVED' && (
            <Link href={whatsappSendingPath({ templateId: r.TemplateId })} className={rowLink} aria-label={t('whatsapp.template.sendLabel', { name: r.Name })}>
              {t('whatsapp.template.send')}
            </Link>
          )}
          {EDITABLE_STATUSES.has(r.Status) && phone !== null && (
            <Link href={updateTemplateHref(r, phone)} className={rowLink} aria-label={t('whatsapp.template.editLabel', { name: r.Name })}>
              {t('whatsapp.template.edit')}
            </Link>
          )}
          <button type="button" className={rowButton} aria-label={t('whatsapp.template.deleteLabel', { name: r.Name })} onClick={() => setDeleting({ ids: [r.TemplateId], name: r.Name })}>
            {t('whatsapp.template.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('whatsapp.template.title')}
        description={t('whatsapp.template.description')}
        actions={
          <Link href={routeHref('/whatsapp/new-template')} className={buttonClass('primary')}>
            {t('whatsapp.template.create')}
          </Link>
        }
      />
      {list.error && <RetryAlert className="mb-4" tone={list.data ? 'warning' : 'error'} message={t('whatsapp.template.loadFailed')} onRetry={list.reload} />}
      <Card title={t('whatsapp.template.heading')}>
        <DataTable caption={t('whatsapp.template.caption')} columns={columns} rows={list.data?.Templates ?? (list.error ? [] : null)} rowKey={(r) => r.TemplateId} loading={list.loading} empty={t('whatsapp.template.empty')} />
        <p className="mt-3 text-xs text-slate-600">{t('whatsapp.template.reviewNote')}</p>
      </Card>
      <ImportCard onImported={list.reload} />
      <DeleteDialog
        target={deleting}
        title={t('whatsapp.template.deleteTitle')}
        text={t('whatsapp.template.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('whatsapp.template.delete')}
        remove={async (ids) => {
          try {
            await callAction('DeleteWhatsAppTemplate', { TemplateId: ids[0]! });
            showToast('success', t('whatsapp.template.deleted'));
            return true;
          } catch {
            return false;
          }
        }}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          list.reload();
        }}
      />
    </>
  );
}

/** Manual import of a template that exists at WhatsApp, by name and language (refused when it has parameters). */
function ImportCard({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('en_US');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const done = await callAction('ImportWhatsAppTemplate', { Name: name.trim(), Language: language }, { inline: true });
      showToast('success', t('whatsapp.template.import.done', { name: done.Name }));
      setName('');
      onImported();
    } catch (err) {
      if (err instanceof ActionError) setError(serverParamError(err.message).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('whatsapp.template.import.heading')} className="mt-6">
      <p className="mb-3 text-sm text-slate-600">{t('whatsapp.template.import.hint')}</p>
      <form className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('whatsapp.template.import.name')} value={name} onChange={(e) => setName(e.target.value)} error={ruleText(error)} autoComplete="off" />
        <SelectField label={t('whatsapp.template.import.language')} options={TEMPLATE_LANGUAGES} value={language} onChange={(e) => setLanguage(e.target.value)} />
        <Button type="submit" variant="secondary" loading={busy} className="sm:mt-6">
          {t('whatsapp.template.import.submit')}
        </Button>
      </form>
    </Card>
  );
}
