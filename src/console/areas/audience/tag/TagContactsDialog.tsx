import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/entities/audience';
import { callAction, useAction } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toastStore';
import { saveInline } from '../saveInline';
import { tagChanges } from './tagChanges';

/** Tags put on (add) or taken off (remove) many contacts, or one contact's tags edited (edit). */
export interface TagTarget {
  mode: 'add' | 'remove' | 'edit';
  contacts: readonly Contact[];
  /** The contact's name or address (edit). */
  name?: string;
}

const box = 'size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Chooses tags for contacts (TagContacts / UntagContacts), single or bulk. */
export function TagContactsDialog({ target, onClose, onDone }: { target: TagTarget | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const count = target?.contacts.length ?? 0;
  const title = !target ? '' : target.mode === 'edit' ? t('audience.tag.editTitle', { name: target.name ?? '' }) : t(target.mode === 'add' ? 'audience.tag.addTitle' : 'audience.tag.removeTitle', { count });
  return (
    <Modal open={target !== null} onClose={onClose} title={title} testId="tag-contacts">
      {target && <TagChooser key={target.mode + target.contacts.map((c) => c.ContactId).join()} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function TagChooser({ target, onClose, onDone }: { target: TagTarget; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const tags = useAction('ListContactTags', { Limit: 200 });
  const had = target.mode === 'edit' ? (target.contacts[0]?.Tags.map((x) => x.TagId) ?? []) : [];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(had));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = target.contacts.map((c) => c.ContactId);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const change = target.mode === 'edit' ? tagChanges(had, chosen) : target.mode === 'add' ? { add: [...chosen], remove: [] } : { add: [], remove: [...chosen] };
    if (target.mode !== 'edit' && chosen.size === 0) return setError(t('audience.tag.chooseOne'));
    setBusy(true);
    try {
      let done = 0;
      if (change.add.length) {
        const r = await saveInline(callAction('TagContacts', { TagIds: change.add, ContactIds: ids }, { inline: true }));
        if (r.kind === 'refused') return setError(r.message);
        if (r.kind === 'done') done += r.data.Tagged;
      }
      if (change.remove.length) {
        const r = await saveInline(callAction('UntagContacts', { TagIds: change.remove, ContactIds: ids }, { inline: true }));
        if (r.kind === 'refused') return setError(r.message);
        if (r.kind === 'done') done += r.data.Untagged;
      }
      if (target.mode === 'edit') showToast('success', t('audience.tag.saved'));
      else showToast('success', t(target.mode === 'add' ? 'audience.tag.tagged' : 'audience.tag.untagged', { count: done }));
      onDone();
    } finally {
      setBusy(false);
    }
  }

  const list = tags.data?.Tags ?? null;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <FormError message={error} />
      {list === null ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('audience.tag.noTags')}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('audience.tag.choose')}</legend>
          <div className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {list.map((tag) => (
              <label key={tag.TagId} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className={box}
                  checked={chosen.has(tag.TagId)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(tag.TagId);
                    else next.delete(tag.TagId);
                    setChosen(next);
                    setError(null);
                  }}
                />
                <span className="break-words">{tag.TagName}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={target.mode === 'remove' ? t('audience.tag.bulkRemove') : t('audience.common.save')} danger={target.mode === 'remove'} busy={busy} disabled={!list?.length} />
    </form>
  );
}
