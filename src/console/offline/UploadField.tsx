import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '../../contract/upload/uploadKinds';
import type { UploadPhase } from './attemptUpload';
import { type UploadedFile, uploadFile } from './uploadFile';

/**
 * A labelled file input that uploads by spec 001 §7 (MD5 in a worker, grant, PUT) with a progress
 * bar for hashing and sending. Offline, the file waits in the outbox and is sent on reconnect.
 */
export function UploadField({ label, kind = 'general', accept, onUploaded }: { label: string; kind?: UploadKind; accept?: string; onUploaded?: (file: UploadedFile) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<{ phase: UploadPhase; done: number; total: number } | null>(null);
  const [result, setResult] = useState<UploadedFile | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const uploaded = await uploadFile(file, { kind, onProgress: (phase, done, total) => setProgress({ phase, done, total }) });
      setResult(uploaded);
      onUploaded?.(uploaded);
    } catch {
      /* the toast said why (or that the file waits in the outbox) */
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} type="file" accept={accept} disabled={busy} onChange={(e) => void onChange(e)} className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-800" />
      {progress && (
        <div className="mt-2">
          <div role="progressbar" aria-label={t(`offline.uploadPhase.${progress.phase}`)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded bg-slate-200">
            <div className="h-2 bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {t(`offline.uploadPhase.${progress.phase}`)} {percent}%
          </p>
        </div>
      )}
      {result && (
        <p className="mt-1 text-xs text-emerald-800" data-testid="upload-done">
          {t('offline.uploaded')}{' '}
          <a className="underline" href={result.MediaURL} download>
            {t('offline.download')}
          </a>
        </p>
      )}
    </div>
  );
}
