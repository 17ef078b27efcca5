import { useId, useState, type ChangeEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { VoiceAudio } from '../../../contract/entities/vms';
import { VOICE_AUDIO_ACCEPT, VoiceFileStatus } from '../../../contract/vms/voiceAudio';
import type { PageProps } from '../../lib/pageProps';
import { online, runWrite, uploadFileLazily } from '../../offline';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { DeleteDialog, type DeleteTarget } from '../../ui/DeleteDialog';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { showToast } from '../../ui/toast/toastStore';
import { AudioTable } from './audio/AudioTable';
import { usePaging } from './usePaging';

/** The audio list's page sizes (spec 001 §9: [20, 40, 80]). */
const PAGE_SIZES = PAGE_SIZE_SETS[1];
/** How often the list is read again while a file is being converted. */
const POLL_MS = 2000;

const stillProcessing = (data: unknown) => !(data as { Audios: VoiceAudio[] }).Audios.some((a) => a.Status === VoiceFileStatus.Processing);

/**
 * /vms/audio: upload a recording (spec 001 §7 flow, Kind voice-audio: the formats, size and name
 * rule checked before any byte is sent), see it converted to WAV (Processing, then Success with
 * its duration, or Failed with the reason), play it, delete it.
 */
export function AudioPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const inputId = useId();
  const paging = usePaging(PAGE_SIZES);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [playing, setPlaying] = useState<{ audioId: string; name: string; url: string } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const list = useAction('ListVoiceAudio', { Offset: paging.page * paging.pageSize, Limit: paging.pageSize }, { pollMs: POLL_MS, until: stillProcessing });
  const rows = list.data?.Audios ?? null;

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFileLazily(file, {
        kind: 'voice-audio',
        onProgress: (phase, done, total) => phase === 'sending' && setUploading({ name: file.name, percent: total ? Math.round((done / total) * 100) : 0 }),
      });
      await callAction('AddVoiceAudio', { FileId: uploaded.FileId });
      showToast('success', t('vms.audio.added', { name: file.name }));
      paging.setPage(0);
    } catch {
      /* the upload's or the Action's toast said why */
    } finally {
      setUploading(null);
    }
  }

  async function play(a: VoiceAudio) {
    try {
      const { Url } = await callAction('GetVoiceAudioUrl', { AudioId: a.AudioId });
      setPlaying({ audioId: a.AudioId, name: a.FileName, url: Url });
    } catch {
      /* the toast said why */
    }
  }

  async function remove(ids: readonly string[]) {
    const outcome = await runWrite(callAction('DeleteVoiceAudio', { AudioIds: [...ids] }));
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'done') showToast('success', t('vms.audio.deleted'));
    if (playing && ids.includes(playing.audioId)) setPlaying(null);
    return true;
  }

  return (
    <>
      <PageHeader title={t('routes.vmsAudio')} description={t('vms.audio.description')} />
      <div className="space-y-6">
        <Card title={t('vms.audio.uploadHeading')}>
          {!online.value && <Alert tone="warning" className="mb-3">{t('vms.audio.offline')}</Alert>}
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('vms.audio.fileLabel')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={VOICE_AUDIO_ACCEPT}
            disabled={uploading !== null}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => void choose(e)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-800"
          />
          <p id={`${inputId}-hint`} className="mt-2 text-xs text-slate-600">
            {t('vms.audio.fileHint')}
          </p>
          {uploading && (
            <div className="mt-3">
              <p id={`${inputId}-progress`} className="mb-1 break-all text-sm text-slate-700">
                {t('vms.audio.uploading', { name: uploading.name })}
              </p>
              <progress aria-labelledby={`${inputId}-progress`} className="h-2 w-full overflow-hidden rounded-full accent-indigo-600" max={100} value={uploading.percent} />
            </div>
          )}
        </Card>
        <Card title={t('vms.audio.playerHeading')}>
          {playing ? (
            <div>
              <p className="mb-2 break-all text-sm text-slate-700">{t('vms.audio.playerFor', { name: playing.name })}</p>
              <audio key={playing.url} controls autoPlay src={playing.url} className="w-full" aria-label={t('vms.audio.playerFor', { name: playing.name })} data-testid="vms-player" />
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('vms.audio.playerEmpty')}</p>
          )}
        </Card>
        <Card title={t('vms.audio.listHeading')}>
          {list.error && !list.loading && <RetryAlert className="mb-4" message={t('vms.audio.loadFailed')} onRetry={list.reload} />}
          <AudioTable rows={rows} loading={list.loading} onPlay={(a) => void play(a)} onDelete={(a) => setDeleting({ ids: [a.AudioId], name: a.FileName })} />
          {paging.footer(list.data?.Total)}
        </Card>
      </div>
      <DeleteDialog
        target={deleting}
        title={t('vms.audio.deleteTitle')}
        text={t('vms.audio.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('vms.audio.delete')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </>
  );
}
