import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../ui/DialogActions';
import { TextField } from '../ui/TextField';
import { editItem } from './outboxActions';
import type { OutboxItem } from './outboxTypes';
import { useDraft } from './useDraft';

type Values = Record<string, string>;

/** The text and number params of an item, editable; the edit autosaves as a draft. */
export function OutboxItemEditor({ item, onDone }: { item: OutboxItem; onDone: () => void }) {
  const { t } = useTranslation();
  const editable = Object.entries(item.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const [values, setValues] = useState<Values>(() => Object.fromEntries(editable.map(([k, v]) => [k, String(v)])));
  const [busy, setBusy] = useState(false);
  const draft = useDraft(`outbox-edit:${item.id}`, values, { title: `${t('offline.edit')}: ${item.label}`, onRestore: setValues, route: window.location.pathname });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const params: Record<string, unknown> = { ...item.params };
    for (const [k, v] of editable) params[k] = typeof v === 'number' ? Number(values[k]) : values[k];
    await editItem(item.id, params);
    await draft.clear();
    setBusy(false);
    onDone();
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={t('offline.edit')}>
      {editable.map(([k]) => (
        <TextField key={k} label={k} name={k} value={values[k] ?? ''} onChange={(e) => setValues((old) => ({ ...old, [k]: e.target.value }))} />
      ))}
      {draft.restoredAt && <p className="text-xs text-slate-600">{t('offline.draftRestored')}</p>}
      <DialogActions className="" closeVariant="ghost" closeLabel={t('common.close')} onClose={onDone} actLabel={t('offline.saveAndRetry')} busy={busy} />
    </form>
  );
}
