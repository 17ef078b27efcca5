import { useTranslation } from 'react-i18next';
import type { VoiceTemplate } from '../../../../contract/entities/vms';
import { canEditVoiceTemplate, isVoiceTemplateRejected, voiceTemplateStatusOf, VoiceTemplateType } from '../../../../contract/vms/voiceTemplate';
import { storedServerText } from '../../../i18n/serverMessage';
import { formatDateTime } from '../../../lib/format';
import { routeHref } from '../../../lib/routeHref';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { formatAudioDuration } from '../audio/formatAudioDuration';

const rowButton = 'font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Voice templates of one page: name, type, what is spoken, review state (with the reason of a rejection), duration, and what can be done. */
export function VoiceTemplateTable({ rows, loading, accountId, onDelete }: { rows: readonly VoiceTemplate[] | null; loading: boolean; accountId: string; onDelete: (t: VoiceTemplate) => void }) {
  const { t } = useTranslation();
  const columns: Column<VoiceTemplate>[] = [
    { id: 'name', header: t('vms.template.field.name'), primary: true, cell: (r) => <span className="font-medium text-slate-900">{r.TemplateName}</span> },
    { id: 'type', header: t('vms.template.field.type'), primary: true, cell: (r) => t(r.Type === VoiceTemplateType.Audio ? 'vms.template.type.audio' : 'vms.template.type.text') },
    {
      id: 'content',
      header: t('vms.template.field.content'),
      long: true,
      cell: (r) => <span className="block max-w-xs text-slate-700">{r.Type === VoiceTemplateType.Audio ? r.AudioName || r.AudioId : r.Content}</span>,
    },
    {
      id: 'status',
      header: t('vms.template.field.status'),
      primary: true,
      cell: (r) => (
        <div className="max-w-[16rem]">
          <StatusBadge display={voiceTemplateStatusOf(r.Status)} />
          {isVoiceTemplateRejected(r.Status) && r.RejectReason && <p className="mt-1 text-xs text-red-700">{storedServerText(r.RejectReasonKey, r.RejectReason)}</p>}
        </div>
      ),
    },
    { id: 'duration', header: t('vms.template.field.duration'), numeric: true, cell: (r) => (r.DurationMs > 0 ? formatAudioDuration(r.DurationMs) : '—') },
    { id: 'time', header: t('vms.template.field.updated'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.UpdateTime)}</span> },
    {
      id: 'actions',
      header: t('vms.template.field.actions'),
      role: 'actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          {canEditVoiceTemplate(r.Status) && <TextLink to={routeHref('/vms/update-template/{templateId}/{id}', { templateId: r.TemplateId, id: accountId })}>{t('vms.template.edit')}</TextLink>}
          {isVoiceTemplateRejected(r.Status) && <TextLink to={routeHref('/vms/new-template/{recreateTemplateId}', { recreateTemplateId: r.TemplateId })}>{t('vms.template.recreate')}</TextLink>}
          <button type="button" className={rowButton} aria-label={t('vms.template.deleteOne', { name: r.TemplateName })} onClick={() => onDelete(r)}>
            {t('vms.template.delete')}
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={t('vms.template.caption')} columns={columns} rows={rows} rowKey={(r) => r.TemplateId} empty={t('vms.template.empty')} loading={loading} minWidth={880} />;
}
