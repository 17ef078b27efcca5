import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { WalletProductType } from '../../../contract/constants';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { templateVariables } from '../../../contract/sms/templateVariables';
import { browserZone } from '../../lib/intl';
import type { PageProps } from '../../lib/pageProps';
import { regionName } from '../../lib/regionNames';
import { routeHref } from '../../lib/routeHref';
import { useChannel } from '../../messaging/channelContext';
import { ConfirmSendDialog } from '../../messaging/core/sending/ConfirmSendDialog';
import { estimateCost, pricesByCountry } from '../../messaging/core/sending/costEstimate';
import { RecipientsCard } from '../../messaging/core/sending/RecipientsCard';
import { ScheduleCard } from '../../messaging/core/sending/ScheduleCard';
import { SendSummaryCard } from '../../messaging/core/sending/SendSummaryCard';
import { defaultZone, sendCountryOptions, zoneOptions } from '../../messaging/core/sending/sendingOptions';
import { useAudienceRecipients } from '../../messaging/core/sending/useAudienceRecipients';
import { type UploadedList, useRecipientCheck } from '../../messaging/core/sending/useRecipientCheck';
import { useRecipientUpload } from '../../messaging/core/sending/useRecipientUpload';
import { useConfirmedSend } from '../../messaging/core/sending/useConfirmedSend';
import { CopyNotice } from '../../messaging/core/sending/CopyNotice';
import { TemplateChoice } from '../../messaging/core/sending/TemplateChoice';
import { useTaskCopy } from '../../messaging/core/sending/useTaskCopy';
import { preloadOutboxWork } from '../../offline';
import { callAction, countries, timeZones, useAction, userInfo } from '../../session';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { preloadModal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { emptyMmsForm, type MmsSendField, type MmsSendForm, type MmsSendParams, validateMmsSend } from './sending/mmsSendForm';

const PRICE_PARAMS = {};
const BALANCE_PARAMS = { ProductType: WalletProductType.SMS };
const TEMPLATE_PARAMS = { Status: SmsTemplateStatus.Passed, Limit: 100 };

/** /mms/sending: recipients (numbers, a file, a group or a segment), a passed MMS template with its variables, sender ID, schedule, estimate and send. */
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
  const fromTemplate = new URLSearchParams(useSearch()).get('templateId') ?? '';
  const [form, setForm] = useState<MmsSendForm>(() => emptyMmsForm('', fromTemplate));
  const [upload, setUpload] = useState<UploadedList | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const { confirm, setConfirm, busy, serverError, setServerError, queued, sent, confirmSend } = useConfirmedSend((params: MmsSendParams) => callAction('AddUMMSSendTask', params));
  const [nowMs, setNowMs] = useState(() => Date.now());

  const prices = useAction('GetUMMSPrice', PRICE_PARAMS);
  const balance = useAction('GetBalance', BALANCE_PARAMS);
  const templates = useAction('QueryUMMSTemplate', TEMPLATE_PARAMS);
  const priceList = prices.data?.Prices;
  const priceMap = useMemo(() => pricesByCountry(priceList ?? []), [priceList]);
  const supportedList = useMemo(() => (priceList ? Object.keys(priceMap).sort() : null), [priceList, priceMap]);
  const supportedSet = useMemo(() => (supportedList ? new Set(supportedList) : null), [supportedList]);
  const available = balance.data?.Available ?? null;

  const patch = useCallback((p: Partial<MmsSendForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  }, []);
  // Opened from a task's "Duplicate" (?copy=<TaskId>): the same template and numbers, once.
  const taskCopy = useTaskCopy();
  const copied = useRef<string | null>(null);
  useEffect(() => {
    if (!taskCopy.copy || copied.current === taskCopy.copy.task.TaskId) return;
    copied.current = taskCopy.copy.task.TaskId;
    const task = taskCopy.copy.task;
    patch({ source: 'paste', recipientsText: taskCopy.copy.addresses.join('\n'), templateId: task.TemplateId ?? '', senderId: task.SenderId, taskName: task.TaskName, country: task.CountryCode });
  }, [taskCopy.copy, patch]);

  const check = useRecipientCheck(form.source, form.recipientsText, upload, form.country, supportedList);
  const audience = useAudienceRecipients(form.source, form.audienceId, channel.sending.audience?.channelId, supportedSet);
  const toAudience = form.source === 'group' || form.source === 'segment';
  const byCountry = toAudience ? (audience.summary?.byCountry ?? null) : (check.summary?.byCountry ?? null);
  const fileUpload = useRecipientUpload(form.source === 'file' ? (upload?.file ?? null) : null);
  const template = templates.data?.Templates.find((x) => x.TemplateId === form.templateId) ?? null;
  const variables = useMemo(() => (template ? (template.Variables.length > 0 ? template.Variables : templateVariables(template.Template)) : null), [template]);
  const estimate = useMemo(() => (byCountry ? estimateCost('', byCountry, priceMap, { unitsOf: channel.sending.unitsOf }) : null), [byCountry, priceMap, channel]);

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const zones = timeZones.value;
  useEffect(() => {
    if (!form.zone && zones.length > 0) patch({ zone: defaultZone(zones, user?.Timezone, browserZone()) });
  }, [form.zone, zones, user?.Timezone, patch]);
  useLeaveGuard(!sent.current && (form.recipientsText !== '' || upload !== null || form.audienceId !== ''), t('common.unsavedChanges'));

  const validation = validateMmsSend(form, { summary: check.summary, audience: audience.summary, checking: check.checking, variables, estimate: estimate?.total ?? 0, available, nowMs, fileId: fileUpload.fileId });
  const errors = showErrors ? validation.errors : {};
  const fieldError = (f: MmsSendField) => {
    const e = errors[f];
    return e ? t(e.key, e.values) : undefined;
  };
  const countryName = useCallback(
    (code: string) => {
      const c = countries.value.find((x) => x.CountryCode === code);
      return regionName(code, i18n.language, c ? (i18n.language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName) : code);
    },
    [i18n.language],
  );

  function onSend() {
    setServerError(null);
    setShowErrors(true);
    if (validation.params) setConfirm(validation.params);
  }

  const templateOptions = (templates.data?.Templates ?? []).map((x) => ({ value: x.TemplateId, label: x.TemplateName }));
  return (
    <div className="space-y-6">
      <PageHeader title={t('mms.sending.title')} description={t('mms.sending.description')} />
      {trial && <Alert tone="warning">{t('mms.sending.error.trialContent')}</Alert>}
      {queued && <Alert tone="success">{t('mms.sending.queued')}</Alert>}
      <CopyNotice taskCopy={taskCopy} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <RecipientsCard
            source={form.source}
            onSource={(source) => patch({ source })}
            text={form.recipientsText}
            onText={(recipientsText) => patch({ recipientsText })}
            upload={upload}
            onFile={(file) => setUpload(file ? { name: file.name, file, restored: null } : null)}
            check={check}
            uploadState={fileUpload.state}
            error={fieldError('recipients')}
            countryName={countryName}
            audienceId={form.audienceId}
            onAudience={(audienceId) => patch({ audienceId })}
            audience={audience}
          />
          <Card title={t('mms.sending.mms.title')}>
            <div className="space-y-4">
              <TemplateChoice
                texts="mms.sending.mms"
                loaded={Boolean(templates.data)}
                failed={Boolean(templates.error)}
                options={templateOptions}
                value={form.templateId}
                onChange={(templateId) => patch({ templateId, templateParams: [] })}
                error={fieldError('templateId')}
                newTemplate={routeHref('/mms/new-template')}
              />
              {template && (
                <div className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[8rem_minmax(0,1fr)]" data-testid="mms-preview">
                  {template.MediaURL && <img src={template.MediaURL} alt={t('mms.sending.mms.image')} className="max-h-40 rounded border border-slate-200 object-contain" />}
                  <div className="min-w-0 space-y-1 text-sm">
                    <p className="font-semibold text-slate-900">
                      {t('mms.sending.mms.subject')}: {template.Subject}
                    </p>
                    <p className="whitespace-pre-wrap break-words text-slate-700">{template.Template}</p>
                  </div>
                </div>
              )}
              {variables && variables.length > 0 && (
                <div className="grid gap-3 sm:grid-cols-2">
                  {variables.map((n) => (
                    <TextField
                      key={n}
                      label={t('mms.sending.mms.variable', { n: `{{${n}}}` })}
                      value={form.templateParams[n - 1] ?? ''}
                      maxLength={200}
                      onChange={(e) => {
                        const next = [...form.templateParams];
                        next[n - 1] = e.target.value;
                        patch({ templateParams: next });
                      }}
                      error={n === variables[0] ? fieldError('templateParams') : undefined}
                    />
                  ))}
                </div>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t('mms.sending.mms.senderId')} hint={t('mms.sending.mms.senderIdHint')} value={form.senderId} maxLength={11} onChange={(e) => patch({ senderId: e.target.value })} error={fieldError('senderId')} />
                <TextField label={t('mms.sending.mms.taskName')} value={form.taskName} maxLength={64} onChange={(e) => patch({ taskName: e.target.value })} />
              </div>
              <SelectField
                label={t('mms.sending.mms.country')}
                placeholder={t('mms.sending.mms.chooseCountry')}
                options={sendCountryOptions(countries.value, supportedSet, form.country, i18n.language)}
                value={form.country}
                onChange={(e) => patch({ country: e.target.value })}
                error={fieldError('country')}
              />
            </div>
          </Card>
          <ScheduleCard form={form} onChange={patch} zoneOptions={zoneOptions(zones, i18n.language)} error={fieldError('schedule')} nowMs={nowMs} />
        </div>
        <div className="lg:sticky lg:top-20">
          <SendSummaryCard
            estimate={estimate}
            text=""
            country={form.country}
            available={available}
            trial={false}
            timing={form.timing}
            countryName={countryName}
            busy={busy || check.checking || fileUpload.state === 'uploading'}
            sendError={serverError}
            balanceError={fieldError('balance')}
            onSend={onSend}
            pricesAsOf={prices.asOf}
            balanceAsOf={balance.asOf}
          />
        </div>
      </div>
      <ConfirmSendDialog
        open={confirm !== null}
        busy={busy}
        summary={toAudience ? null : check.summary}
        estimate={estimate}
        trial={false}
        sendTime={confirm?.SendTime}
        zone={form.zone || 'UTC'}
        details={[[t('mms.sending.mms.template'), template?.TemplateName ?? ''], ...(form.senderId.trim() ? [[t('mms.sending.mms.senderId'), form.senderId.trim()] as const] : [])]}
        audience={toAudience ? audience.summary : null}
        onConfirm={() => void confirmSend()}
        onClose={() => !busy && setConfirm(null)}
      />
    </div>
  );
}
