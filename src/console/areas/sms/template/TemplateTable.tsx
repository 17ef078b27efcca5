import { useTranslation } from 'react-i18next';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { smsTemplatePurposeDisplay, smsTemplateStatusDisplay, SmsTemplateStatus } from '../../../../contract/sms/templateMeta';
import { storedServerText } from '../../../i18n/serverMessage';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { canEdit, canRecreate, canSend, contentPreview, templatePaths } from './templateListQuery';

export interface TemplateTableProps {
  rows: readonly SmsTemplate[] | null;
  loading: boolean;
  /** The update route's account id; edit links wait for it. */
  accountId: string | null;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onDelete: (t: SmsTemplate) => void;
}

const checkbox = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';
const rowButton = 'font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The templates of one page with their review state and what can be done with each. */
export function TemplateTable({ rows, loading, accountId, selected, onSelect, onDelete }: TemplateTableProps) {
  const { t } = useTranslation();
  const ids = rows?.map((r) => r.TemplateId) ?? [];
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));

  const columns: Column<SmsTemplate>[] = [
    {
      id: 'select',
      header: <input type="checkbox" className={checkbox} aria-label={t('sms.template.list.selectAll')} checked={allOn} disabled={ids.length === 0} onChange={(e) => onSelect(ids, e.target.checked)} />,
      cell: (r) => <input type="checkbox" className={checkbox} aria-label={t('sms.template.list.select', { name: r.TemplateName })} checked={selected.has(r.TemplateId)} onChange={(e) => onSelect([r.TemplateId], e.target.checked)} />,
      className: 'w-8',
      role: 'select',
    },
    {
      id: 'name',
      header: t('sms.template.field.name'),
      primary: true,
      cell: (r) => (
        <div>
          <div className="font-medium text-slate-900">{r.TemplateName}</div>
          {r.Remark && <div className="mt-0.5 text-xs text-slate-600">{r.Remark}</div>}
        </div>
      ),
    },
    { id: 'purpose', header: t('sms.template.field.purpose'), primary: true, cell: (r) => t(smsTemplatePurposeDisplay[r.Purpose]?.textKey ?? 'sms.common.purpose.general') },
    {
      id: 'content',
      header: t('sms.template.field.body'),
      long: true,
      cell: (r) => (
        <span className="block max-w-xs break-words text-slate-700" title={r.Template}>
          {contentPreview(r.Template)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('sms.template.field.status'),
      primary: true,
      cell: (r) => (
        <div className="max-w-[14rem]">
          <StatusBadge display={smsTemplateStatusDisplay[r.Status] ?? smsTemplateStatusDisplay[SmsTemplateStatus.InReview]!} />
          {r.Status === SmsTemplateStatus.Rejected && r.RejectReason && (
            <p className="mt-1 text-xs text-red-700">
              {t('sms.template.list.rejectReason')}: {storedServerText(r.RejectReasonKey, r.RejectReason)}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'time',
      header: t('sms.template.list.time'),
      cell: (r) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-xs tabular-nums">
          <dt className="text-slate-500">{t('sms.template.list.created')}</dt>
          <dd>{formatDateTime(r.CreateTime)}</dd>
          <dt className="text-slate-500">{t('sms.template.list.updated')}</dt>
          <dd>{formatDateTime(r.UpdateTime)}</dd>
        </dl>
      ),
    },
    {
      id: 'actions',
      header: t('sms.template.list.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          {canEdit(r.Status) && accountId && <TextLink to={templatePaths.update(r.TemplateId, accountId)}>{t('sms.template.list.edit')}</TextLink>}
          {canRecreate(r.Status) && <TextLink to={templatePaths.recreate(r.TemplateId)}>{t('sms.template.list.recreate')}</TextLink>}
          {canSend(r.Status) && <TextLink to={templatePaths.send(r.TemplateId)}>{t('sms.template.list.useInSend')}</TextLink>}
          <button type="button" className={rowButton} aria-label={t('sms.template.list.deleteOne', { name: r.TemplateName })} onClick={() => onDelete(r)}>
            {t('sms.template.list.delete')}
          </button>
        </div>
      ),
    },
  ];

  return <DataTable caption={t('sms.template.list.caption')} columns={columns} rows={rows} rowKey={(r) => r.TemplateId} empty={t('sms.template.list.empty')} loading={loading} minWidth={880} />;
}
