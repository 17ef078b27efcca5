import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { WalletProductType } from '../../../../contract/constants';
import { EmailDomainStatus, EmailSenderStatus } from '../../../../contract/email/emailDomainRules';
import { formatAmount, formatCount } from '../../../lib/format';
import { browserZone } from '../../../lib/intl';
import type { PageProps } from '../../../lib/pageProps';
import { routeHref } from '../../../lib/routeHref';
import { useChannel } from '../../../messaging/channelContext';
import { AudienceChoice } from '../../../messaging/core/sending/AudienceChoice';
import { ChoiceGroup } from '../../../messaging/core/sending/ChoiceGroup';
import { ScheduleCard } from '../../../messaging/core/sending/ScheduleCard';
import { formatInZone } from '../../../messaging/core/sending/scheduleTime';
import { defaultZone, zoneOptions } from '../../../messaging/core/sending/sendingOptions';
import { useAudienceRecipients } from '../../../messaging/core/sending/useAudienceRecipients';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';
import { useRecipientUpload } from '../../../messaging/core/sending/useRecipientUpload';
import { useConfirmedSend } from '../../../messaging/core/sending/useConfirmedSend';
import { CopyNotice } from '../../../messaging/core/sending/CopyNotice';
import { useTaskCopy } from '../../../messaging/core/sending/useTaskCopy';
import { preloadOutboxWork, QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, NetworkError, timeZones, useAction, userInfo } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { preloadModal } from '../../../ui/Modal';
import { PageHeader } from '../../../ui/PageHeader';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useLeaveGuard } from '../../../ui/useLeaveGuard';
import { type EmailSendField, type EmailSendForm, emptyEmailForm, typedAddresses, validateEmailSend, validateEmailTest } from './emailSendForm';
import { MailboxPanel } from './MailboxPanel';

const SENDER_PARAMS = { Status: EmailSenderStatus.Enabled, Limit: 200 };
const DOMAIN_PARAMS = {};
const BALANCE_PARAMS = { ProductType: WalletProductType.Email };

type SendParams = NonNullable<ReturnType<typeof validateEmailSend>['params']>;

/**
 * /email/sending: an enabled sender on a verified domain, subject, HTML content with an optional
 * plain-text part, recipients (typed addresses, a file of up to 20 MB, a group or a segment), a test
 * e-mail to at most 5 addresses, send now or later in a time zone; then the task page. The local
 * mailbox panel shows what the embedded mail transfer received.
 */
export function SendingPage(_props: PageProps) {
  useSignals();
  useEffect(() => {
    preloadModal();
    preloadOutboxWork();
  }, []);
  const { t, i18n } = useTranslation();
  const channel = useChannel();
  const user = userInfo.value;
  const trial = user ? !user.Upgrade : false;
  const [form, setForm] = useState<EmailSendForm>(emptyEmailForm);
  const [file, setFile] = useState<File | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [testErrors, setTestErrors] = useState(false);
  const [testing, setTesting] = useState(false);
  const { confirm, setConfirm, busy, serverError, setServerError, queued, sent, confirmSend } = useConfirmedSend((params: SendParams) => callAction('AddUEmailSendTask', params));
  const [testResult, setTestResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());

  const senders = useAction('QueryUEmailSender', SENDER_PARAMS);
  const domains = useAction('QueryUEmailDomain', DOMAIN_PARAMS);
  const balance = useAction('GetBalance', BALANCE_PARAMS);
  const verified = useMemo(() => new Set((domains.data?.Domains ?? []).filter((d) => d.Status === EmailDomainStatus.Passed).map((d) => d.DomainId)), [domains.data]);
  const senderOptions = (senders.data?.Senders ?? []).filter((s) => verified.has(s.DomainId)).map((s) => ({ value: s.SenderId, label: `${s.Alias} <${s.Email}>` }));

  const patch = useCallback((p: Partial<EmailSendForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  }, []);
  // Opened from a task's "Duplicate" (?copy=<TaskId>): the same sender, subject, content and addresses, once.
  const taskCopy = useTaskCopy();
  const copied = useRef<string | null>(null);
  useEffect(() => {
    if (!taskCopy.copy || copied.current === taskCopy.copy.task.TaskId) return;
    copied.current = taskCopy.copy.task.TaskId;
    const task = taskCopy.copy.task as typeof taskCopy.copy.task & { Subject?: string; ContentText?: string | null };
    patch({ source: 'paste', recipientsText: taskCopy.copy.addresses.join('\n'), senderId: task.SenderId, subject: task.Subject ?? '', content: task.Content, contentText: task.ContentText ?? '', taskName: task.TaskName });
  }, [taskCopy.copy, patch]);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const zones = timeZones.value;
  useEffect(() => {
    if (!form.zone && zones.length > 0) patch({ zone: defaultZone(zones, user?.Timezone, browserZone()) });
  }, [form.zone, zones, user?.Timezone, patch]);
  useLeaveGuard(!sent.current && (form.content !== '' || form.recipientsText !== '' || file !== null), t('common.unsavedChanges'));

  const audience = useAudienceRecipients(form.source, form.audienceId, channel.sending.audience?.channelId, null);
  const upload = useRecipientUpload(form.source === 'file' ? file : null, 'email-import');
  const typed = useMemo(() => typedAddresses(form.recipientsText), [form.recipientsText]);
  const validation = validateEmailSend(form, { file, fileId: upload.fileId, nowMs });
  const errors = showErrors ? validation.errors : {};
  const testValidation = validateEmailTest(form);
  const fieldError = (f: EmailSendField) => {
    const e = f === 'test' ? (testErrors ? testValidation.errors.test : undefined) : errors[f];
    return e ? t(e.key, e.values) : undefined;
  };
  const n = (v: number) => formatCount(v, i18n.language);

  function onSend() {
    setServerError(null);
    setShowErrors(true);
    if (validation.params) setConfirm(validation.params);
  }

  async function onTest() {
    setTestErrors(true);
    setTestResult(null);
    if (!testValidation.params) return;
    setTesting(true);
    try {
      const res = await callAction('SendUEmailTest', testValidation.params);
      setTestResult({ tone: 'success', text: t('email.sending.test.sent', { count: res.Submitted }) });
    } catch (err) {
      if (err instanceof QueuedOfflineError) setTestResult({ tone: 'success', text: t('email.sending.queued') });
      else if (err instanceof ActionError || err instanceof NetworkError) setTestResult({ tone: 'error', text: err.message });
    } finally {
      setTesting(false);
    }
  }

  const sources: { value: RecipientSource; label: string }[] = [
    { value: 'paste', label: t('email.sending.recipients.typed') },
    { value: 'file', label: t('email.sending.recipients.file') },
    { value: 'group', label: t('email.sending.recipients.group') },
    { value: 'segment', label: t('email.sending.recipients.segment') },
  ];
  const recipientCount = form.source === 'paste' ? typed.valid.length : form.source === 'file' ? null : (audience.summary?.reachable ?? null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('email.sending.title')} description={t('email.sending.description')} />
      {trial && <Alert tone="warning">{t('email.sending.trial')}</Alert>}
      {queued && <Alert tone="success">{t('email.sending.queued')}</Alert>}
      <CopyNotice taskCopy={taskCopy} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <Card title={t('email.sending.content.title')}>
            <div className="space-y-4">
              {senders.data && senderOptions.length === 0 ? (
                <Alert tone="info">
                  {t('email.sending.content.noSender')}{' '}
                  <Link href={routeHref('/email/setting')} className="font-medium underline">
                    {t('email.sending.content.settings')}
                  </Link>
                </Alert>
              ) : null}
              <SelectField label={t('email.sending.content.sender')} placeholder="—" options={senderOptions} value={form.senderId} onChange={(e) => patch({ senderId: e.target.value })} error={fieldError('senderId')} />
              <TextField label={t('email.sending.content.subject')} value={form.subject} maxLength={998} onChange={(e) => patch({ subject: e.target.value })} error={fieldError('subject')} />
              <TextAreaField label={t('email.sending.content.html')} hint={t('email.sending.content.htmlHint')} rows={10} value={form.content} onChange={(e) => patch({ content: e.target.value })} error={fieldError('content')} />
              <TextAreaField label={t('email.sending.content.text')} hint={t('email.sending.content.textHint')} rows={4} value={form.contentText} onChange={(e) => patch({ contentText: e.target.value })} />
              <TextField label={t('email.sending.content.taskName')} value={form.taskName} maxLength={64} onChange={(e) => patch({ taskName: e.target.value })} />
            </div>
          </Card>
          <Card title={t('email.sending.recipients.title')}>
            <div className="space-y-4">
              <ChoiceGroup legend={t('email.sending.recipients.source')} value={form.source} choices={sources} onChange={(source) => patch({ source, audienceId: '' })} />
              {form.source === 'paste' && (
                <>
                  <TextAreaField label={t('email.sending.recipients.addresses')} hint={t('email.sending.recipients.addressesHint')} rows={6} value={form.recipientsText} onChange={(e) => patch({ recipientsText: e.target.value })} error={fieldError('recipients')} />
                  <p className="text-sm text-slate-700" data-testid="typed-count">
                    {t('email.sending.recipients.counted', { valid: n(typed.valid.length), invalid: n(typed.invalid), duplicate: n(typed.duplicate) })}
                  </p>
                </>
              )}
              {form.source === 'file' && (
                <div className="space-y-2">
                  <label className="block text-sm font-medium text-slate-900" htmlFor="email-recipient-file">
                    {t('email.sending.recipients.fileLabel')}
                  </label>
                  <input id="email-recipient-file" type="file" accept=".txt,.csv,.xlsx" className="block w-full text-sm text-slate-700" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
                  <p className="text-sm text-slate-600">{t('email.sending.recipients.fileHint')}</p>
                  {file && <p className="text-sm text-slate-700">{t(`email.sending.recipients.uploadState.${upload.state}`, { name: file.name })}</p>}
                  {fieldError('recipients') && (
                    <p className="text-sm text-red-700" role="alert">
                      {fieldError('recipients')}
                    </p>
                  )}
                </div>
              )}
              {(form.source === 'group' || form.source === 'segment') && <AudienceChoice kind={form.source} value={form.audienceId} onChange={(audienceId) => patch({ audienceId })} audience={audience} error={fieldError('recipients')} countryName={(c) => c} />}
            </div>
          </Card>
          <ScheduleCard form={form} onChange={patch} zoneOptions={zoneOptions(zones, i18n.language)} error={fieldError('schedule')} nowMs={nowMs} />
        </div>
        <div className="space-y-6 lg:sticky lg:top-20">
          <Card title={t('email.sending.summary.title')}>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('email.sending.summary.recipients')}</dt>
                <dd className="font-medium text-slate-900" data-testid="recipient-count">
                  {recipientCount === null ? '—' : n(recipientCount)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('email.sending.summary.balance')}</dt>
                <dd className="font-medium text-slate-900">{balance.data ? formatAmount(balance.data.Available) : '—'}</dd>
              </div>
            </dl>
            {serverError && (
              <Alert tone="error" className="mt-4">
                {serverError}
              </Alert>
            )}
            <Button className="mt-4 w-full" onClick={onSend} disabled={busy || testing || upload.state === 'uploading'}>
              {t(form.timing === 'later' ? 'email.sending.actions.schedule' : 'email.sending.actions.send')}
            </Button>
          </Card>
          <Card title={t('email.sending.test.title')}>
            <div className="space-y-3">
              <TextAreaField label={t('email.sending.test.addresses')} hint={t('email.sending.test.hint')} rows={3} value={form.testText} onChange={(e) => patch({ testText: e.target.value })} error={fieldError('test')} />
              <Button variant="secondary" onClick={() => void onTest()} disabled={busy || testing}>
                {t('email.sending.test.send')}
              </Button>
              {testResult && <Alert tone={testResult.tone}>{testResult.text}</Alert>}
            </div>
          </Card>
          <Link href={channel.routes.records('')} className={buttonClass('secondary')}>
            {t('email.sending.records')}
          </Link>
        </div>
      </div>
      <MailboxPanel />
      <ConfirmDialog
        open={confirm !== null}
        title={t('email.sending.confirm.title')}
        confirmLabel={t(confirm?.SendTime ? 'email.sending.actions.schedule' : 'email.sending.actions.send')}
        busy={busy}
        onConfirm={() => void confirmSend()}
        onClose={() => !busy && setConfirm(null)}
      >
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline text-slate-600">{t('email.sending.content.subject')}: </dt>
            <dd className="inline font-medium">{confirm?.Subject}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">{t('email.sending.summary.recipients')}: </dt>
            <dd className="inline font-medium">{recipientCount === null ? t('email.sending.confirm.countedBySend') : n(recipientCount)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">{t('email.sending.confirm.when')}: </dt>
            <dd className="inline font-medium">{confirm?.SendTime ? formatInZone(confirm.SendTime, form.zone || 'UTC') : t('email.sending.confirm.now')}</dd>
          </div>
        </dl>
      </ConfirmDialog>
    </div>
  );
}
