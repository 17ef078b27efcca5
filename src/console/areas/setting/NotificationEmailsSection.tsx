import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EMAILS_MAX } from '../../../contract/actions/notificationEmails';
import { isEmail } from '../../../contract/validation/rules';
import { callAction, useAction } from '../../session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';

const NONE = {};

/**
 * Notification e-mail addresses (GetNotificationEmails, UpdateNotificationEmails): where the
 * low-balance alarm and replies on tickets are e-mailed; none set = the account's own address.
 */
export function NotificationEmailsSection() {
  const { t } = useTranslation();
  const state = useAction('GetNotificationEmails', NONE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emails = state.data?.Emails ?? [];

  async function save(next: string[]) {
    setBusy(true);
    try {
      await callAction('UpdateNotificationEmails', { Emails: next }, { inline: true });
      state.reload();
      showToast('success', t('setting.notify.saved'));
      return true;
    } catch (err) {
      setError((err as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(e: FormEvent) {
    e.preventDefault();
    const email = text.trim().toLowerCase();
    if (!isEmail(email)) return setError(t('setting.notify.invalid'));
    if (emails.includes(email)) return setError(t('setting.notify.duplicate'));
    if (emails.length >= NOTIFICATION_EMAILS_MAX) return setError(t('setting.notify.full', { max: NOTIFICATION_EMAILS_MAX }));
    setError(undefined);
    if (await save([...emails, email])) setText('');
  }

  return (
    <Card title={t('setting.notify.title')}>
      <div className="space-y-4 text-sm">
        <p className="text-slate-700">{t('setting.notify.intro', { max: NOTIFICATION_EMAILS_MAX })}</p>
        {state.data && emails.length === 0 && (
          <p className="text-slate-700" data-testid="notify-fallback">
            {t('setting.notify.fallback', { email: state.data.Recipients.join(', ') })}
          </p>
        )}
        {emails.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t('setting.notify.list')}>
            {emails.map((email) => (
              <li key={email} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 break-all font-medium text-slate-900">{email}</span>
                <Button variant="secondary" className="px-3 py-1" disabled={busy} aria-label={t('setting.notify.removeOne', { email })} onClick={() => void save(emails.filter((x) => x !== email))}>
                  {t('setting.notify.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form noValidate onSubmit={(e) => void add(e)} className="flex flex-wrap items-end gap-3">
          <TextField label={t('setting.notify.add')} name="notificationEmail" type="email" autoComplete="email" value={text} error={error} onChange={(e) => setText(e.target.value)} className="min-w-0 flex-1" />
          <Button type="submit" loading={busy}>
            {t('setting.notify.addButton')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
