import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { WalletProductType } from '../../../contract/constants';
import { audioMinutes } from '../../../contract/vms/voiceTask';
import { VoiceTemplateStatus } from '../../../contract/vms/voiceTemplate';
import { browserZone } from '../../lib/intl';
import type { PageProps } from '../../lib/pageProps';
import { regionName } from '../../lib/regionNames';
import { routeHref } from '../../lib/routeHref';
import { ChannelContext, useChannel } from '../../messaging/channelContext';
import { ChoiceGroup } from '../../messaging/core/sending/ChoiceGroup';
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
import { formatAudioDuration } from './audio/formatAudioDuration';
import { emptyVmsForm, type VmsSendField, type VmsSendForm, type VmsSendParams, validateVmsSend } from './sending/vmsSendForm';

const PRICE_PARAMS = {};
const BALANCE_PARAMS = { ProductType: WalletProductType.Voice };
const TEMPLATE_PARAMS = { Status: VoiceTemplateStatus.auditPass, Limit: 100 };

/**
 * /vms/sending: recipients (numbers, a file, a group or a segment), a passed voice template, the
 * call period (all day or 08:00-20:00 in the recipient's zone), the call-out number (random or
 * special), schedule, estimate (the audio's started minutes per call) and send.
 */
export function SendingPage(_props: PageProps) {
  useSignals();
  useEffect(() => {
    preloadModal();
    preloadOutboxWork();
  }, []);
  const { t, i18n } = useTranslation();
  const baseChannel = useChannel();
  const user = userInfo.value;
  const trial = user ? !user.Upgrade : false;
  const fromTemplate = new URLSearchParams(useSearch()).get('templateId') ?? '';
  const [form, setForm] = useState<VmsSendForm>(() => emptyVmsForm('', fromTemplate));
  const [upload, setUpload] = useState<UploadedList | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const { confirm, setConfirm, busy, serverError, setServerError, queued, sent, confirmSend } = useConfirmedSend((params: VmsSendParams) => callAction('AddUVMSSendTask', params));
  const [nowMs, setNowMs] = useState(() => Date.now());

  const prices = useAction('GetUVMSPrice', PRICE_PARAMS);
  const balance = useAction('GetBalance', BALANCE_PARAMS);
  const templates = useAction('QueryVoiceTemplate', TEMPLATE_PARAMS);
  const priceList = prices.data?.Prices;
  const priceMap = useMemo(() => pricesByCountry(priceList ?? []), [priceList]);
  const supportedList = useMemo(() => (priceList ? Object.keys(priceMap).sort() : null), [priceList, priceMap]);
  const supportedSet = useMemo(() => (supportedList ? new Set(supportedList) : null), [supportedList]);
  const available = balance.data?.Available ?? null;
  const template = templates.data?.Templates.find((x) => x.TemplateId === form.templateId) ?? null;
  const minutes = template ? audioMinutes(template.DurationMs) : 1;
  // A call is priced by its template's started minutes: the core's summary and estimate read them as the units.
  const channel = useMemo(() => ({ ...baseChannel, sending: { ...baseChannel.sending, unitsOf: () => minutes } }), [baseChannel, minutes]);

  const patch = useCallback((p: Partial<VmsSendForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  }, []);
  // Opened from a task's "Duplicate" (?copy=<TaskId>): the same template, numbers and call settings, once.
  const taskCopy = useTaskCopy();
  const copied = useRef<string | null>(null);
  useEffect(() => {
    if (!taskCopy.copy || copied.current === taskCopy.copy.task.TaskId) return;
    copied.current = taskCopy.copy.task.TaskId;
    const task = taskCopy.copy.task;
    patch({ source: 'paste', recipientsText: taskCopy.copy.addresses.join('\n'), templateId: task.TemplateId ?? '', callOut: task.SenderId ? 'special' : 'random', callOutNumber: task.SenderId, taskName: task.TaskName, country: task.CountryCode });
  }, [taskCopy.copy, patch]);

  const check = useRecipientCheck(form.source, form.recipientsText, upload, form.country, supportedList);
  const audience = useAudienceRecipients(form.source, form.audienceId, channel.sending.audience?.channelId, supportedSet);
  const toAudience = form.source === 'group' || form.source === 'segment';
  const byCountry = toAudience ? (audience.summary?.byCountry ?? null) : (check.summary?.byCountry ?? null);
  const fileUpload = useRecipientUpload(form.source === 'file' ? (upload?.file ?? null) : null);
  const estimate = useMemo(() => (byCountry ? estimateCost('', byCountry, priceMap, { unitsOf: () => minutes }) : null), [byCountry, priceMap, minutes]);

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const zones = timeZones.value;
  useEffect(() => {
    if (!form.zone && zones.length > 0) patch({ zone: defaultZone(zones, user?.Timezone, browserZone()) });
  }, [form.zone, zones, user?.Timezone, patch]);
  useLeaveGuard(!sent.current && (form.recipientsText !== '' || upload !== null || form.audienceId !== ''), t('common.unsavedChanges'));

  const validation = validateVmsSend(form, { summary: check.summary, audience: audience.summary, checking: check.checking, estimate: estimate?.total ?? 0, available, nowMs, fileId: fileUpload.fileId });
  const errors = showErrors ? validation.errors : {};
  const fieldError = (f: VmsSendField) => {
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
  const periodText = t(form.callPeriod === 'daytime' ? 'vms.sending.voice.daytime' : 'vms.sending.voice.allDay');
  return (
    <ChannelContext.Provider value={channel}>
      <div className="space-y-6">
        <PageHeader title={t('vms.sending.title')} description={t('vms.sending.description')} />
        {trial && <Alert tone="warning">{t('vms.sending.error.trial')}</Alert>}
        {queued && <Alert tone="success">{t('vms.sending.queued')}</Alert>}
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
            <Card title={t('vms.sending.voice.title')}>
              <div className="space-y-4">
                <TemplateChoice
                  texts="vms.sending.voice"
                  loaded={Boolean(templates.data)}
                  failed={Boolean(templates.error)}
                  options={templateOptions}
                  value={form.templateId}
                  onChange={(templateId) => patch({ templateId })}
                  error={fieldError('templateId')}
                  newTemplate={routeHref('/vms/new-template')}
                />
                {template && (
                  <p className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700" data-testid="voice-preview">
                    {t('vms.sending.voice.length', { duration: formatAudioDuration(template.DurationMs), minutes })}
                    {template.Content ? <span className="mt-1 block whitespace-pre-wrap break-words">{template.Content}</span> : null}
                  </p>
                )}
                <ChoiceGroup
                  legend={t('vms.sending.voice.callPeriod')}
                  value={form.callPeriod}
                  choices={[
                    { value: 'daytime', label: t('vms.sending.voice.daytime') },
                    { value: 'allDay', label: t('vms.sending.voice.allDay') },
                  ]}
                  onChange={(callPeriod) => patch({ callPeriod })}
                />
                <p className="text-xs text-slate-600">{t(form.callPeriod === 'daytime' ? 'vms.sending.voice.daytimeHint' : 'vms.sending.voice.allDayHint')}</p>
                <ChoiceGroup
                  legend={t('vms.sending.voice.callOut')}
                  value={form.callOut}
                  choices={[
                    { value: 'random', label: t('vms.sending.voice.random') },
                    { value: 'special', label: t('vms.sending.voice.special') },
                  ]}
                  onChange={(callOut) => patch({ callOut })}
                />
                {form.callOut === 'special' && (
                  <TextField label={t('vms.sending.voice.callOutNumber')} hint={t('vms.sending.voice.callOutNumberHint')} value={form.callOutNumber} maxLength={20} inputMode="tel" onChange={(e) => patch({ callOutNumber: e.target.value })} error={fieldError('callOutNumber')} />
                )}
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField label={t('vms.sending.voice.taskName')} value={form.taskName} maxLength={64} onChange={(e) => patch({ taskName: e.target.value })} />
                  <SelectField
                    label={t('vms.sending.voice.country')}
                    placeholder={t('vms.sending.voice.chooseCountry')}
                    options={sendCountryOptions(countries.value, supportedSet, form.country, i18n.language)}
                    value={form.country}
                    onChange={(e) => patch({ country: e.target.value })}
                    error={fieldError('country')}
                  />
                </div>
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
              busy={busy || trial || check.checking || fileUpload.state === 'uploading'}
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
          details={[
            [t('vms.sending.voice.template'), template?.TemplateName ?? ''],
            [t('vms.sending.voice.callPeriod'), periodText],
            [t('vms.sending.voice.callOut'), form.callOut === 'special' ? form.callOutNumber.trim() : t('vms.sending.voice.random')],
          ]}
          audience={toAudience ? audience.summary : null}
          onConfirm={() => void confirmSend()}
          onClose={() => !busy && setConfirm(null)}
        />
      </div>
    </ChannelContext.Provider>
  );
}
