import type { TaskCopy } from '../../../messaging/core/sending/useTaskCopy';
import type { UploadedList } from '../../../messaging/core/sending/useRecipientCheck';
import { emptyForm, type SendForm } from './sendForm';

/** Copies to at most this many numbers put them in the text box; longer lists come as a file (as they were probably sent). */
export const COPY_PASTE_MAX = 1_000;

/**
 * The sending form of a copy of a task: its content (as sent), sender, name, tags and country,
 * and its recipients (typed, or as a .txt file when there are many; the same group or segment
 * for a task sent to one); the schedule is cleared
 * (send now) and the zone is the form's own.
 */
export function formFromCopy({ task, addresses }: TaskCopy, zone: string): { form: SendForm; upload: UploadedList | null } {
  // A task sent to a group or segment is copied to it again (its members then).
  if (task.Audience) {
    return {
      form: { ...emptyForm(zone), source: task.Audience.Kind === 'Group' ? 'group' : 'segment', audienceId: task.Audience.Id, country: task.CountryCode, countryAuto: task.CountryCode === '', senderId: task.SenderId, taskName: task.TaskName, tags: task.Tags.join(', '), mode: 'free', content: task.Content },
      upload: null,
    };
  }
  const many = addresses.length > COPY_PASTE_MAX;
  const form: SendForm = {
    ...emptyForm(zone),
    source: many ? 'file' : 'paste',
    recipientsText: many ? '' : addresses.join('\n'),
    country: task.CountryCode,
    countryAuto: task.CountryCode === '',
    senderId: task.SenderId,
    taskName: task.TaskName,
    tags: task.Tags.join(', '),
    mode: 'free',
    content: task.Content,
  };
  if (!many) return { form, upload: null };
  const name = `${task.TaskId}-recipients.txt`;
  const file = new File([addresses.join('\n')], name, { type: 'text/plain' });
  return { form, upload: { name, file, restored: null } };
}
