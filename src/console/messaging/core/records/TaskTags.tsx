import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_TAGS_MAX } from '../../../../contract/sms';
import { QueuedOfflineError } from '../../../offline';
import { callAction } from '../../../session';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useLeaveGuard } from '../../../ui/useLeaveGuard';
import { addTag, TAG_MAX_LENGTH, tagsChanged, type TagProblem } from './tagEdit';
import { useChannelTexts } from '../../channelContext';

/** A task's tags: add and remove here, then save them all with the channel's `saveTags`. `initial`: the task's tags when the page opened. */
export function TaskTags({ taskId, initial }: { taskId: string; initial: readonly string[] }) {
  const { t } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const headingId = useId();
  const [saved, setSaved] = useState<readonly string[]>(initial);
  const [tags, setTags] = useState<string[]>([...initial]);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = tagsChanged(tags, saved) || input.trim() !== '';
  useLeaveGuard(dirty, t('common.unsavedChanges'));

  const problemText: Record<TagProblem, string> = {
    required: tc('task.tagRequired'),
    exists: tc('task.tagExists'),
    forbidden: t('validation.ForbiddenCharacters'),
    tooLong: tc('task.tagTooLong', { max: TAG_MAX_LENGTH }),
    tooMany: tc('task.tagTooMany', { max: SMS_TAGS_MAX }),
  };

  function add(e: FormEvent) {
    e.preventDefault();
    const next = addTag(tags, input);
    if (!next.ok) {
      setProblem(next.problem);
      return;
    }
    setTags(next.tags);
    setInput('');
    setProblem(null);
  }

  async function save() {
    setSaving(true);
    try {
      const answer = await callAction(channel.actions.saveTags, { TaskId: taskId, Tags: tags });
      showToast('success', tc('task.tagsSaved'));
      setSaved(answer.Tags);
      setTags(answer.Tags);
    } catch (err) {
      // Queued offline: it is sent later, so the page already shows the tags as they will be.
      if (err instanceof QueuedOfflineError) setSaved(tags);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {tc('task.tags')}
      </h3>
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">{tc('task.noTags')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-3 pr-1 text-sm text-indigo-800">
              {tag}
              <button
                type="button"
                aria-label={tc('task.removeTag', { tag })}
                onClick={() => setTags(tags.filter((x) => x !== tag))}
                className="rounded-full px-1.5 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="flex flex-wrap items-start gap-2">
        <TextField
          label={tc('task.newTag')}
          className="w-full max-w-md"
          value={input}
          maxLength={TAG_MAX_LENGTH + 10}
          error={problem ? problemText[problem] : undefined}
          onChange={(e) => {
            setInput(e.target.value);
            setProblem(null);
          }}
          addon={
            <Button type="submit" variant="secondary" className="shrink-0 whitespace-nowrap">
              {tc('task.addTag')}
            </Button>
          }
        />
      </form>
      {tagsChanged(tags, saved) && (
        <div className="flex flex-wrap gap-2">
          <Button loading={saving} onClick={() => void save()}>
            {tc('task.saveTags')}
          </Button>
          <Button variant="ghost" onClick={() => setTags([...saved])}>
            {tc('task.undoTags')}
          </Button>
        </div>
      )}
    </section>
  );
}
