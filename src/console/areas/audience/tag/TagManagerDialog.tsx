import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX } from '../../../../contract/audience/contactRules';
import type { ContactTag } from '../../../../contract/entities/audience';
import { callAction, useAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { deleteRows } from '../deleteRows';
import { saveInline } from '../saveInline';
import { useAudienceText } from '../useAudienceText';
import { checkTagName, tagServerError } from './tagForm';

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The tags of the account: create, rename in place and delete ('Tag already exists' beside the name). */
export function TagManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('audience.tag.title')} size="lg" alignTop testId="tag-manager">
      {open && <TagManager onClose={onClose} />}
    </Modal>
  );
}

/** A name field and its button: a new tag, or a tag's new name. */
function TagNameForm({ initial, label, act, onSave, onCancel }: { initial: string; label: string; act: string; onSave: (name: string) => Promise<string | null>; onCancel?: () => void }) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkTagName(name);
    if (!checked.ok) return setError(checked.error);
    setBusy(true);
    const refusal = await onSave(checked.name);
    setBusy(false);
    if (refusal) setError(refusal);
    else if (!onCancel) setName('');
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-2">
      <TextField
        label={label}
        className="min-w-0 flex-1"
        autoComplete="off"
        maxLength={TAG_NAME_MAX}
        value={name}
        error={text(error ?? undefined)}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
      />
      <div className="flex gap-2 sm:pt-6">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('audience.common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {act}
        </Button>
      </div>
    </form>
  );
}

function TagManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useAction('ListContactTags', { Limit: 200 });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContactTag | null>(null);

  /** A refusal's text for the field, or null when saved or queued. */
  async function save(write: Promise<unknown>, done: string): Promise<string | null> {
    const outcome = await saveInline(write);
    if (outcome.kind === 'refused') return tagServerError(outcome.message);
    if (outcome.kind === 'done') showToast('success', done);
    return null;
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-600">{t('audience.tag.description')}</p>
      <TagNameForm initial="" label={t('audience.tag.field.name')} act={t('audience.tag.add')} onSave={(name) => save(callAction('CreateContactTag', { TagName: name }, { inline: true }), t('audience.tag.created'))} />
      {list.loading && !list.data ? (
        <Spinner />
      ) : (list.data?.Tags.length ?? 0) === 0 ? (
        <p className="text-sm text-slate-600">{t('audience.tag.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('audience.tag.caption')}>
          {list.data!.Tags.map((tag) => (
            <li key={tag.TagId} className="px-3 py-2" data-tag={tag.TagName}>
              {renaming === tag.TagId ? (
                <TagNameForm
                  initial={tag.TagName}
                  label={t('audience.tag.renameOne', { name: tag.TagName })}
                  act={t('audience.common.save')}
                  onCancel={() => setRenaming(null)}
                  onSave={async (name) => {
                    const refusal = await save(callAction('UpdateContactTag', { TagId: tag.TagId, TagName: name }, { inline: true }), t('audience.tag.renamed'));
                    if (!refusal) setRenaming(null);
                    return refusal;
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words font-medium text-slate-900">{tag.TagName}</span>
                  <span className="flex flex-wrap items-center gap-x-3 text-sm">
                    <span className="text-slate-600 tabular-nums">{t('audience.tag.contacts', { count: tag.ContactCount })}</span>
                    <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('audience.tag.renameOne', { name: tag.TagName })} onClick={() => setRenaming(tag.TagId)}>
                      {t('audience.tag.rename')}
                    </button>
                    <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.tag.deleteOne', { name: tag.TagName })} onClick={() => setDeleting(tag)}>
                      {t('audience.common.delete')}
                    </button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('audience.tag.close')}
        </Button>
      </div>
      <DeleteDialog
        target={deleting && { ids: [deleting.TagId], name: deleting.TagName }}
        title={t('audience.tag.deleteTitle')}
        text={t('audience.tag.deleteText', { name: deleting?.TagName ?? '' })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.tags(ids, () => showToast('success', t('audience.tag.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </div>
  );
}
