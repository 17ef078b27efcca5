import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketAttachment } from '../../../contract/entities/ticket';
import { uploadFileLazily } from '../../offline';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

interface Slot {
  key: string;
  name: string;
  picture: TicketAttachment | null;
}

/**
 * Pictures for a ticket or a reply: each chosen file is checked (size, real type from its bytes),
 * uploaded by the upload flow (Kind ticket-image) and turned into a ticket picture by
 * UploadAttachFile (re-encoded without metadata, with a thumbnail). `onChange` gets the
 * AttachFileIds of the finished ones; `room` is how many the ticket can still take.
 */
export function TicketPictures({ room, onChange, onBusy }: { room: number; onChange: (ids: string[]) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const live = useRef<Slot[]>([]);

  const publish = (next: Slot[]) => {
    live.current = next;
    setSlots(next);
    onChange(next.flatMap((s) => (s.picture ? [s.picture.AttachFileId] : [])));
    onBusy(next.some((s) => !s.picture));
  };

  async function add(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const free = room - live.current.length;
    const taken = files.slice(0, Math.max(0, free));
    setNotice(files.length > taken.length ? t('setting.tickets.pictures.tooMany', { count: Math.max(0, free), skipped: files.length - taken.length }) : null);
    const added = taken.map((f) => ({ key: crypto.randomUUID(), name: f.name, picture: null }));
    publish([...live.current, ...added]);
    for (const [i, file] of taken.entries()) {
      const slot = added[i]!;
      try {
        const uploaded = await uploadFileLazily(file, { kind: 'ticket-image' });
        const picture = await callAction('UploadAttachFile', { FileId: uploaded.FileId });
        publish(live.current.map((s) => (s.key === slot.key ? { ...s, picture } : s)));
      } catch {
        // The toast said why; the slot goes.
        setNotice(t('setting.tickets.pictures.failed', { name: file.name }));
        publish(live.current.filter((s) => s.key !== slot.key));
      }
    }
  }

  const left = room - slots.length;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {t('setting.tickets.pictures.label')}
      </p>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600">
        {room > 0 ? t('setting.tickets.pictures.hint', { count: left }) : t('setting.tickets.pictures.none')}
      </p>
      {slots.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
          {slots.map((s) => (
            <li key={s.key} className="relative flex w-28 flex-col items-center gap-1 rounded-md border border-slate-200 bg-white p-2" data-testid="picture-slot">
              {s.picture ? (
                <img src={s.picture.ThumbURL} alt={t('setting.tickets.pictures.picture', { name: s.name })} className="h-20 w-24 rounded object-cover" />
              ) : (
                <div className="flex h-20 w-24 items-center justify-center text-indigo-600">
                  <Spinner label={t('setting.tickets.pictures.uploading', { name: s.name })} />
                </div>
              )}
              <span className="w-full truncate text-center text-xs text-slate-600">{s.name}</span>
              {s.picture && (
                <button
                  type="button"
                  className="text-xs font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  aria-label={t('setting.tickets.pictures.remove', { name: s.name })}
                  onClick={() => publish(live.current.filter((x) => x.key !== s.key))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <Alert tone="warning" className="mb-2">
          {notice}
        </Alert>
      )}
      {left > 0 && (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            tabIndex={-1}
            data-testid="picture-input"
            onChange={(e) => void add(e)}
          />
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {t('setting.tickets.pictures.add')}
          </Button>
        </>
      )}
    </div>
  );
}
