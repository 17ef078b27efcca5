import { useTranslation } from 'react-i18next';
import { voiceFileStatusOf } from '../../../../contract/display/voiceFileStatus';
import type { VoiceAudio } from '../../../../contract/entities/vms';
import { VoiceFileStatus } from '../../../../contract/vms/voiceAudio';
import { storedServerText } from '../../../i18n/serverMessage';
import { formatDateTime } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { formatAudioDuration } from './formatAudioDuration';

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The audio files of one page: name, format, status (with the reason of a failure), duration, and Play / Delete. */
export function AudioTable({ rows, loading, onPlay, onDelete }: { rows: readonly VoiceAudio[] | null; loading: boolean; onPlay: (a: VoiceAudio) => void; onDelete: (a: VoiceAudio) => void }) {
  const { t } = useTranslation();
  const columns: Column<VoiceAudio>[] = [
    { id: 'name', header: t('vms.audio.field.name'), primary: true, long: true, cell: (a) => <span className="font-medium text-slate-900">{a.FileName}</span> },
    { id: 'type', header: t('vms.audio.field.type'), cell: (a) => a.Type.toUpperCase() },
    {
      id: 'status',
      header: t('vms.audio.field.status'),
      primary: true,
      cell: (a) => (
        <div className="max-w-[16rem]">
          <StatusBadge display={voiceFileStatusOf(a.Status)} />
          {a.Status === VoiceFileStatus.Failed && a.Error && <p className="mt-1 text-xs text-red-700">{storedServerText(a.ErrorKey, a.Error, a.ErrorParams)}</p>}
        </div>
      ),
    },
    { id: 'duration', header: t('vms.audio.field.duration'), numeric: true, primary: true, cell: (a) => (a.Status === VoiceFileStatus.Success ? formatAudioDuration(a.DurationMs) : '—') },
    { id: 'created', header: t('vms.audio.field.created'), cell: (a) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(a.CreateTime)}</span> },
    {
      id: 'actions',
      header: t('vms.audio.field.actions'),
      role: 'actions',
      cell: (a) => (
        <div className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          {a.Status === VoiceFileStatus.Success && (
            <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('vms.audio.playOne', { name: a.FileName })} onClick={() => onPlay(a)}>
              {t('vms.audio.play')}
            </button>
          )}
          <button type="button" className={`${rowButton} text-red-700`} aria-label={t('vms.audio.deleteOne', { name: a.FileName })} onClick={() => onDelete(a)}>
            {t('vms.audio.delete')}
          </button>
        </div>
      ),
    },
  ];
  return <DataTable caption={t('vms.audio.caption')} columns={columns} rows={rows} rowKey={(a) => a.AudioId} empty={t('vms.audio.empty')} loading={loading} minWidth={720} />;
}
