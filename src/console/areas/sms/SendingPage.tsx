import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SMS_TRIAL_TEST_CONTENT } from '../../../contract/sms/smsConstants';
import { templateVariables } from '../../../contract/sms/templateVariables';
import { formatDateTime } from '../../lib/format';
import { browserZone } from '../../lib/intl';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { regionName } from '../../lib/regionNames';
import { online, onSettled, preloadOutboxWork, QueuedOfflineError, useDraft } from '../../offline';
import { ActionError, callAction, countries, NetworkError, timeZones, userInfo } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { preloadModal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast/toastStore';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ConfirmSendDialog } from '../../messaging/core/sending/ConfirmSendDialog';
import { ContentCard } from './sending/ContentCard';
import { estimateCost } from '../../messaging/core/sending/costEstimate';
import { RecipientsCard } from '../../messaging/core/sending/RecipientsCard';
import { ScheduleCard } from '../../messaging/core/sending/ScheduleCard';
import { SendSummaryCard } from '../../messaging/core/sending/SendSummaryCard';
import { SenderCard } from './sending/SenderCard';
import { defaultZone, sendCountryOptions, verifiedPhone, zoneOptions } from '../../messaging/core/sending/sendingOptions';
import { dominantCountry, emptyForm, fileFromDraft, fillTemplate, formFromDraft, hasInput, type SendDraft, type SendForm, toDraft } from './sending/sendForm';
import { TestSendDialog } from './sending/TestSendDialog';
import { useRecipientCheck, type UploadedList } from '../../messaging/core/sending/useRecipientCheck';
import { CopyNotice } from '../../messaging/core/sending/CopyNotice';
import { useTaskCopy } from '../../messaging/core/sending/useTaskCopy';
import { formFromCopy } from './sending/copyForm';
import { useRecipientUpload } from '../../messaging/core/sending/useRecipientUpload';
import { useAudienceRecipients } from '../../messaging/core/sending/useAudienceRecipients';
import { audienceFromQuery } from './sending/audienceFromQuery';
import { useSendingData } from './sending/useSendingData';
import { type FieldError, type SendContext, type SendParams, type SendField, validateSend, validateTestSend, withRecipientFile } from './sending/validateSend';
import { type ServerSendError, serverSendError } from './sending/serverSendError';
import { type Href, routeHref } from '../../lib/routeHref';
import { TextLink } from '../../ui/TextLink';
import { useChannel } from '../../messaging/channelContext';

/** /sms/sending: recipients (pasted, a file, a group or a segment), country, sender, content, schedule, estimate, test send and send. */
export function SendingPage(_props: PageProps) {
  useSignals();
  // The send is confirmed in a dialog and may be queued in the outbox: have both codes before the
  // connection may drop (field staff offline, before the service worker controls the page).
  useEffect(() => {
    preloadModal();
    preloadOutboxWork();
  }, []);
  const { t, i18n } = useTranslation();
  const channel = useChannel();
  const user = userInfo.value;
  const trial = user ? !user.Upgrade : false;
  const verified = verifiedPhone(user?.Phone, user?.RegisterCountry, countries.value);
  const data = useSendingData();
  // Opened from a group's or segment's "Send SMS" (?groupId= / ?segmentId=): it is the recipients.
  const fromAudience = audienceFromQuery(useSearch());
  const [form, setForm] = useState<SendForm>(() => ({ ...emptyForm(''), ...(fromAudience ?? {}) }));
  const [upload, setUpload] = useState<UploadedList | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [confirm, setConfirm] = useState<SendParams | null>(null);
  const [busy, setBusy] = useState(false);
  /** The gateway's refusal of the last send: beside the field it concerns, else above the send button. */
  const [serverError, setServerError] = useState<ServerSendError | null>(null);
  const [queued, setQueued] = useState(false);
  /** The outbox item of the send queued offline, and once it was delivered, its task's page. */
  const [queuedItem, setQueuedItem] = useState<string | null>(null);
  const [sentTask, setSentTask] = useState<Href | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [pendingClear, setPendingClear] = useState(false);
  /** Send was pressed while the numbers were still being checked: it goes on when the check ends. */
  const [sendWaiting, setSendWaiting] = useState(false);
  const sent = useRef(false);
  // Opened from a task's "Duplicate" (?copy=<TaskId>): the form starts as a copy of it, once.
  const taskCopy = useTaskCopy();
  const copied = useRef<string | null>(null);
  useEffect(() => {
    if (!taskCopy.copy || copied.current === taskCopy.copy.task.TaskId) return;
    copied.current = taskCopy.copy.task.TaskId;
    const next = formFromCopy(taskCopy.copy, form.zone);
    setForm(next.form);
    setUpload(next.upload);
    setShowErrors(false);
  }, [taskCopy.copy]);
  const patch = useCallback((p: Partial<SendForm>) => setForm((f) => ({ ...f, ...p })), []);
  const onSource = useCallback((source: SendForm['source']) => patch({ source }), [patch]);
  const onText = useCallback((recipientsText: string) => patch({ recipientsText }), [patch]);
  const onAudience = useCallback((audienceId: string) => patch({ audienceId }), [patch]);
  const onFile = useCallback((file: File | null) => setUpload(file ? { name: file.name, file, restored: null } : null), []);

  const check = useRecipientCheck(form.source, form.recipientsText, upload, form.country, data.supportedList);
  const summary = check.summary;
  const audience = useAudienceRecipients(form.source, form.audienceId, channel.sending.audience?.channelId, data.supportedSet);
  const toAudience = form.source === 'group' || form.source === 'segment';
  /** The recipients by country: the checked numbers, or the audience as the gateway counted it. */
  const byCountry = toAudience ? (audience.summary?.byCountry ?? null) : (summary?.byCountry ?? null);
  // A chosen file is also uploaded: the send names it by FileId and the gateway reads the numbers.
  const fileUpload = useRecipientUpload(form.source === 'file' ? (upload?.file ?? null) : null);
  const uploading = fileUpload.state === 'uploading';
  const template = form.mode === 'template' ? (data.templates?.find((x) => x.TemplateId === form.templateId) ?? null) : null;
  const variables = useMemo(() => (template ? (template.Variables.length > 0 ? template.Variables : templateVariables(template.Template)) : []), [template]);
  const text = form.mode === 'template' ? (template ? fillTemplate(template.Template, form.templateParams) : '') : form.content;
  const estimate = useMemo(() => (byCountry ? estimateCost(text, byCountry, data.priceMap, { free: trial, unitsOf: channel.sending.unitsOf }) : null), [byCountry, text, data.priceMap, trial, channel]);
  const countryList = countries.value;
  const countryName = useCallback(
    (code: string) => {
      const c = countryList.find((x) => x.CountryCode === code);
      return regionName(code, i18n.language, c ? (i18n.language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName) : code);
    },
    [countryList, i18n.language],
  );

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // The schedule's zone starts as the user's own.
  const zones = timeZones.value;
  useEffect(() => {
    if (!form.zone && zones.length > 0) patch({ zone: defaultZone(zones, user?.Timezone, browserZone()) });
  }, [form.zone, zones, user?.Timezone]);

  // Until the user picks one, the country follows the numbers (when they are all of one country), else the registration country.
  useEffect(() => {
    if (!form.countryAuto) return;
    const found = byCountry ? Object.keys(byCountry) : [];
    const next = found.length === 1 ? found[0]! : form.country || user?.RegisterCountry || (byCountry ? dominantCountry(byCountry) : null) || '';
    if (next !== form.country) patch({ country: next });
  }, [form.countryAuto, form.country, byCountry, user?.RegisterCountry]);

  // Trial accounts send only the default test content, to their verified number.
  useEffect(() => {
    if (!trial) return;
    if (form.mode !== 'free' || form.content !== SMS_TRIAL_TEST_CONTENT) patch({ mode: 'free', content: SMS_TRIAL_TEST_CONTENT });
    if (verified && form.source === 'paste' && form.recipientsText === '') patch({ recipientsText: verified });
  }, [trial, verified, form.mode, form.content, form.source, form.recipientsText]);

  // An uploaded file's checked list is what the draft keeps.
  useEffect(() => {
    if (form.source === 'file' && upload?.file && summary && upload.restored !== summary) setUpload({ ...upload, restored: summary });
  }, [form.source, upload, summary]);

  // A file still being read or that failed is not kept; a checked one keeps its numbers (or, when too many, its name).
  const draftValue = useMemo(() => toDraft(form, upload?.restored ? { name: upload.name, summary: upload.restored } : null), [form, upload]);
  const draft = useDraft<SendDraft>('sms-sending', draftValue, {
    title: form.taskName.trim() || t('sms.sending.draftTitle'),
    onRestore: (d) => {
      // A copy of a task replaces what the draft held.
      if (taskCopy.taskId || fromAudience) return;
      setForm(formFromDraft(d));
      const f = fileFromDraft(d);
      setUpload(f ? { name: f.name, file: null, restored: f.summary } : null);
    },
  });
  useEffect(() => {
    if (!pendingClear) return;
    setPendingClear(false);
    void draft.clear();
  }, [pendingClear, draft]);

  const baseline = trial ? { ...form, content: '', mode: 'free' as const, recipientsText: form.recipientsText === verified ? '' : form.recipientsText } : form;
  useLeaveGuard(!sent.current && hasInput(baseline, upload !== null), t('common.unsavedChanges'));

  const ctx: SendContext = { summary, audience: audience.summary, checking: check.checking, templateVariables: template ? variables : null, supported: data.supportedSet, trial, estimate: estimate?.total ?? 0, available: data.available, nowMs };
  const validation = validateSend(form, ctx);
  const errors = showErrors ? validation.errors : {};
  const errorText = (e: FieldError | undefined) => (e ? t(e.key, e.values) : undefined);
  /** A field's message: the form's own check first, else the gateway's refusal when it concerns that field. */
  const fieldError = (f: SendField) => errorText(errors[f]) ?? (serverError?.field === f ? serverError.message : undefined);
  // A refusal stays until the form changes.
  useEffect(() => setServerError(null), [form, upload]);

  useEffect(() => {
    if (attempt === 0) return;
    const first = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [attempt]);

  useEffect(() => {
    if (!sendWaiting || check.checking || uploading) return;
    setSendWaiting(false);
    onSend();
  });

  // The queued send was delivered (replayed when back online, in this tab or another): link to its task.
  useEffect(() => {
    if (!queuedItem) return;
    const off = onSettled((e) => {
      if (e.id !== queuedItem || (e.state !== 'done' && e.state !== 'failed-parked')) return;
      setQueued(false);
      setQueuedItem(null);
      const task = e.data as { TaskId?: string; AccountId?: string; SessionNo?: string } | undefined;
      if (e.state === 'done' && task?.TaskId && task.AccountId && task.SessionNo) {
        setSentTask(routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo }));
      } else if (e.state === 'failed-parked') setServerError({ field: null, message: t('sms.sending.sendRefused', { message: e.error?.message ?? '' }) });
    });
    return () => {
      off();
    };
  }, [queuedItem, t]);

  function onSend() {
    setServerError(null);
    setQueued(false);
    setSentTask(null);
    if (check.checking || uploading) {
      setSendWaiting(true);
      return;
    }
    setShowErrors(true);
    if (validation.params) setConfirm(form.source === 'file' ? withRecipientFile(validation.params, fileUpload.fileId) : validation.params);
    else setAttempt((a) => a + 1);
  }

  async function confirmSend() {
    if (!confirm) return;
    setBusy(true);
    try {
      const res = await callAction('AddUSMSSendTask', confirm);
      sent.current = true;
      await draft.clear();
      if (res.OptedOut > 0) showToast('info', t('sms.conversation.sendOptedOut', { count: res.OptedOut }));
      navigate(routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: res.TaskId, accountId: res.AccountId, sessionNo: res.SessionNo }), { force: true });
    } catch (err) {
      setConfirm(null);
      setBusy(false);
      if (err instanceof QueuedOfflineError) {
        // Queued in the outbox: the form is done; its draft goes once the form is empty again.
        setForm((f) => ({ ...emptyForm(f.zone), country: f.country, countryAuto: f.countryAuto, senderId: f.senderId }));
        setUpload(null);
        setShowErrors(false);
        setQueued(true);
        setQueuedItem(err.itemId);
        setPendingClear(true);
      } else if (err instanceof ActionError) {
        const refusal = serverSendError(err.retCode, err.message);
        setServerError(refusal);
        if (refusal.field) setAttempt((a) => a + 1);
      } else if (err instanceof NetworkError) setServerError({ field: null, message: err.message });
    }
  }

  function discardDraft() {
    setForm((f) => emptyForm(f.zone));
    setUpload(null);
    setShowErrors(false);
    setPendingClear(true);
  }

  const countryOptions = sendCountryOptions(countries.value, data.supportedSet, form.country, i18n.language);
  return (
    <div className="space-y-6">
      <PageHeader title={t('sms.sending.title')} description={t('sms.sending.description')} />
      {!online.value && <Alert tone="info">{t('sms.sending.offline')}</Alert>}
      {queued && (
        <Alert tone="success">
          {t('sms.sending.queued')}
        </Alert>
      )}
      {sentTask && (
        <Alert tone="success">
          <span data-testid="send-delivered">
            <TextLink to={sentTask}>{t('sms.sending.sent')}</TextLink>
          </span>
        </Alert>
      )}
      <CopyNotice taskCopy={taskCopy} />
      {draft.restoredAt !== null && !queued && !taskCopy.taskId && (
        <Alert tone="info" className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('sms.sending.draftRestored', { time: formatDateTime(Math.floor(draft.restoredAt / 1000)) })}</span>
          <Button variant="ghost" className="!px-2 !py-1" onClick={discardDraft}>
            {t('sms.sending.discardDraft')}
          </Button>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <RecipientsCard
            source={form.source}
            onSource={onSource}
            text={form.recipientsText}
            onText={onText}
            upload={upload}
            onFile={onFile}
            check={check}
            uploadState={fileUpload.state}
            error={fieldError('recipients')}
            countryName={countryName}
            audienceId={form.audienceId}
            onAudience={onAudience}
            audience={audience}
          />
          <SenderCard form={form} onChange={patch} countryOptions={countryOptions} errors={{ country: fieldError('country'), senderId: fieldError('senderId'), taskName: fieldError('taskName'), tags: fieldError('tags') }} />
          <ContentCard
            form={form}
            onChange={patch}
            templates={data.templates}
            template={template}
            variables={variables}
            trial={trial}
            verifiedPhone={verified}
            errors={{ templateId: fieldError('templateId'), templateParams: fieldError('templateParams'), content: fieldError('content') }}
          />
          <ScheduleCard form={form} onChange={patch} zoneOptions={zoneOptions(zones, i18n.language)} error={fieldError('schedule')} nowMs={nowMs} />
        </div>
        <div className="lg:sticky lg:top-20">
          <SendSummaryCard
            estimate={estimate}
            text={text}
            country={form.country}
            available={data.available}
            trial={trial}
            timing={form.timing}
            countryName={countryName}
            busy={busy || sendWaiting}
            sendError={serverError && serverError.field === null ? serverError.message : null}
            balanceError={fieldError('balance')}
            onSend={onSend}
            onTest={() => setTestOpen(true)}
            pricesAsOf={data.pricesAsOf}
            balanceAsOf={data.balanceAsOf}
            footer={draft.savedAt !== null ? t('sms.sending.draftSaved', { time: formatDateTime(Math.floor(draft.savedAt / 1000)) }) : undefined}
          />
        </div>
      </div>
      <ConfirmSendDialog
        open={confirm !== null}
        busy={busy}
        summary={summary}
        estimate={estimate}
        trial={trial}
        sendTime={confirm?.SendTime}
        zone={form.zone || 'UTC'}
        details={form.senderId.trim() ? [[t('sms.sending.sender.senderId'), form.senderId.trim()]] : []}
        audience={toAudience ? audience.summary : null}
        onConfirm={() => void confirmSend()}
        onClose={() => !busy && setConfirm(null)}
      />
      {testOpen && (
        <TestSendDialog
          open
          onClose={() => setTestOpen(false)}
          initialNumbers={trial && verified ? verified : ''}
          check={(numbers) => validateTestSend(numbers, form, { templateVariables: ctx.templateVariables, supported: data.supportedSet, trial, nowMs: Date.now() })}
          errorText={errorText}
          onSent={data.reloadBalance}
        />
      )}
    </div>
  );
}
