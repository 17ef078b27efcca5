import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { conversationTypeOfCategory, whatsappMessagePrice } from '../../../contract/whatsapp/conversationPrices';
import { browserZone } from '../../lib/intl';
import type { PageProps } from '../../lib/pageProps';
import { regionName } from '../../lib/regionNames';
import { routeHref } from '../../lib/routeHref';
import { useChannel } from '../../messaging/channelContext';
import { ConfirmSendDialog } from '../../messaging/core/sending/ConfirmSendDialog';
import { estimateCost } from '../../messaging/core/sending/costEstimate';
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
import { bodyVariables, emptyWhatsAppForm, type WhatsAppSendField, type WhatsAppSendForm, type WhatsAppSendParams, validateWhatsAppSend } from './sending/whatsappSendForm';

const BALANCE_PARAMS = { ProductType: 0 };
const TEMPLATE_PARAMS = { Status: 'APPROVED' as const, Limit: 100 };
const NUMBER_PARAMS = {};

/**
 * /whatsapp/sending: recipients (numbers, a file, a group or a segment at contacts' WhatsApp
 * numbers), an approved template with its variables, the business number it goes from, schedule,
 * the estimate at the template's conversation-type price against the main wallet, and send.
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
  const fromTemplate = new URLSearchParams(useSearch()).get('templateId') ?? '';
  const [form, setForm] = useState<WhatsAppSendForm>(() => emptyWhatsAppForm('', fromTemplate));
  const [upload, setUpload] = useState<UploadedList | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const { confirm, setConfirm, busy, serverError, setServerError, queued, sent, confirmSend } = useConfirmedSend((params: WhatsAppSendParams) => callAction('AddWhatsAppSendTask', params));
  const [nowMs, setNowMs] = useState(() => Date.now());

  const balance = useAction('GetBalance', BALANCE_PARAMS);
  const templates = useAction('ListWhatsAppTemplates', TEMPLATE_PARAMS);
  const numbers = useAction('ListWhatsAppNumbers', NUMBER_PARAMS);
  const available = balance.data?.Available ?? null;
  const template = templates.data?.Templates.find((x) => x.TemplateId === form.templateId) ?? null;
  const conversationType = template ? conversationTypeOfCategory(template.Category) : 'marketing';
  // Every country is reached (those without a rate of their own pay the OTHER rate); the price is the template's conversation type's.
  const countryList = countries.value;
  const priceMap = useMemo(() => Object.fromEntries(countryList.map((c) => [c.CountryCode.toUpperCase(), whatsappMessagePrice(c.CountryCode, conversationType)])), [countryList, conversationType]);
  const supportedList = useMemo(() => (countryList.length > 0 ? Object.keys(priceMap).sort() : null), [countryList, priceMap]);
  const supportedSet = useMemo(() => (supportedList ? new Set(supportedList) : null), [supportedList]);
  const connected = useMemo(() => (numbers.data?.Numbers ?? []).filter((n) => n.Status === 'CONNECTED'), [numbers.data]);

  const patch = useCallback((p: Partial<WhatsAppSendForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  }, []);
  useEffect(() => {
    if (!form.phoneNumberId && connected[0]) patch({ phoneNumberId: connected[0].PhoneNumberId });
  }, [form.phoneNumberId, connected, patch]);
  // Opened from a task's "Duplicate" (?copy=<TaskId>): the same template, number and recipients, once.
  const taskCopy = useTaskCopy();
  const copied = useRef<string | null>(null);
  useEffect(() => {
    if (!taskCopy.copy || copied.current === taskCopy.copy.task.TaskId) return;
    copied.current = taskCopy.copy.task.TaskId;
    const task = taskCopy.copy.task;
    patch({ source: 'paste', recipientsText: taskCopy.copy.addresses.join('\n'), templateId: task.TemplateId ?? '', phoneNumberId: task.SenderId, taskName: task.TaskName, country: task.CountryCode });
  }, [taskCopy.copy, patch]);

  const check = useRecipientCheck(form.source, form.recipientsText, upload, form.country, supportedList);
  const audience = useAudienceRecipients(form.source, form.audienceId, channel.sending.audience?.channelId, supportedSet);
  const toAudience = form.source === 'group' || form.source === 'segment';
  const byCountry = toAudience ? (audience.summary?.byCountry ?? null) : (check.summary?.byCountry ?? null);
  const fileUpload = useRecipientUpload(form.source === 'file' ? (upload?.file ?? null) : null);
  const variables = useMemo(() => (template ? bodyVariables(template.Body) : null), [template]);
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

  const validation = validateWhatsAppSend(form, { summary: check.summary, audience: audience.summary, checking: check.checking, variables, estimate: estimate?.total ?? 0, available, nowMs, fileId: fileUpload.fileId });
  const errors = showErrors ? validation.errors : {};
  const fieldError = (f: WhatsAppSendField) => {
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

  const templateOptions = (templates.data?.Templates ?? []).map((x) => ({ value: x.TemplateId, label: `${x.Name} (${x.Language})` }));
  const numberOptions = connected.map((n) => ({ value: n.PhoneNumberId, label: `${n.DisplayName} ${n.DisplayPhoneNumber}` }));
  const chosenNumber = connected.find((n) => n.PhoneNumberId === form.phoneNumberId) ?? null;
  const typeName = t(`whatsapp.analytics.types.${conversationType}`);
  return (
    <div className="space-y-6">
      <PageHeader title={t('whatsapp.sending.title')} description={t('whatsapp.sending.description')} />
      {queued && <Alert tone="success">{t('whatsapp.sending.queued')}</Alert>}
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
          <Card title={t('whatsapp.sending.message.title')}>
            <div className="space-y-4">
              <TemplateChoice
                texts="whatsapp.sending.message"
                loaded={Boolean(templates.data)}
                failed={Boolean(templates.error)}
                options={templateOptions}
                value={form.templateId}
                onChange={(templateId) => patch({ templateId, templateParams: [] })}
                error={fieldError('templateId')}
                newTemplate={routeHref('/whatsapp/new-template')}
              />
              <p className="text-xs text-slate-600">{t('whatsapp.sending.message.templateHint')}</p>
              {template && (
                <div className="space-y-1 rounded-lg border border-slate-200 p-4 text-sm" data-testid="whatsapp-preview">
                  {template.Header?.Format === 'TEXT' && <p className="font-semibold text-slate-900">{template.Header.Text}</p>}
                  <p className="whitespace-pre-wrap break-words text-slate-700">{template.Body}</p>
                  {template.Footer && <p className="text-xs text-slate-600">{template.Footer}</p>}
                  <p className="text-xs text-slate-600">{t('whatsapp.sending.message.conversationType', { type: typeName })}</p>
                </div>
              )}
              {variables && variables.length > 0 && (
                <div className="grid gap-3 sm:grid-cols-2">
                  {variables.map((n) => (
                    <TextField
                      key={n}
                      label={t('whatsapp.sending.message.variable', { n: `{{${n}}}` })}
                      value={form.templateParams[n - 1] ?? ''}
                      maxLength={1024}
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
                <div>
                  <SelectField
                    label={t('whatsapp.sending.message.number')}
                    placeholder={t('whatsapp.sending.message.chooseNumber')}
                    options={numberOptions}
                    value={form.phoneNumberId}
                    onChange={(e) => patch({ phoneNumberId: e.target.value })}
                    error={fieldError('phoneNumberId')}
                  />
                  {chosenNumber && <p className="mt-1 text-xs text-slate-600">{chosenNumber.TierLimit === null ? t('whatsapp.sending.message.tierUnlimited') : t('whatsapp.sending.message.tier', { limit: chosenNumber.TierLimit })}</p>}
                </div>
                <TextField label={t('whatsapp.sending.message.taskName')} value={form.taskName} maxLength={64} onChange={(e) => patch({ taskName: e.target.value })} />
              </div>
              <SelectField
                label={t('whatsapp.sending.message.country')}
                placeholder={t('whatsapp.sending.message.chooseCountry')}
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
            pricesAsOf={null}
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
          [t('whatsapp.sending.message.template'), template ? `${template.Name} (${template.Language})` : ''],
          [t('whatsapp.sending.message.conversation'), typeName],
          [t('whatsapp.sending.message.number'), chosenNumber ? chosenNumber.DisplayPhoneNumber : ''],
        ]}
        audience={toAudience ? audience.summary : null}
        onConfirm={() => void confirmSend()}
        onClose={() => !busy && setConfirm(null)}
      />
    </div>
  );
}
