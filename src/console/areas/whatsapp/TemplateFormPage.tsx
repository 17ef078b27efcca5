import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { variableCount } from '../../../contract/whatsapp/templateRules';
import { WhatsAppTemplateCategories } from '../../../contract/whatsapp/whatsappConstants';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { ActionError, callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { serverParamError } from '../../ui/form/serverFieldError';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { ButtonsEditor } from './template/ButtonsEditor';
import { TEMPLATE_LANGUAGES } from './template/templatePaths';
import { AUTH_BODY, draftParams, emptyTemplateForm, formFromTemplate, formProblems, insertNextVariable, type TemplateFormState } from './template/templateFormState';
import { useRuleText } from './useRuleText';

/**
 * /whatsapp/new-template and /whatsapp/update-template/{templateName}/{templateId}/{account}/{phone}:
 * a template's category and parts, checked on submit with the contract's schema (the gateway's
 * own), each rule's message beside its field; then submitted to WhatsApp's review.
 */
export function TemplateFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const templateId = params.templateId ?? null;
  const existing = useAction('GetWhatsAppTemplate', templateId ? { TemplateId: templateId } : null);
  const [form, setForm] = useState<TemplateFormState>(emptyTemplateForm);
  const [loaded, setLoaded] = useState(templateId === null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bodyBox = useRef<HTMLDivElement>(null);
  const bodyArea = () => bodyBox.current?.querySelector('textarea') ?? null;
  const ruleText = useRuleText();

  useEffect(() => {
    if (existing.data && !loaded) {
      setForm(formFromTemplate(existing.data));
      setLoaded(true);
    }
  }, [existing.data, loaded]);

  const set = (patch: Partial<TemplateFormState>) => {
    const next = { ...form, ...patch };
    if (patch.Category === 'AUTHENTICATION' && next.Body.trim() === '') next.Body = AUTH_BODY;
    setForm(next);
    // Once submitted, the marks follow the values as they change.
    if (Object.keys(errors).length > 0) setErrors(formProblems(next, templateId));
  };
  const errorOf = (path: string) => ruleText(errors[path]);
  const auth = form.Category === 'AUTHENTICATION';
  const vars = variableCount(form.Body);

  function addVariable() {
    const at = bodyArea()?.selectionStart ?? form.Body.length;
    const next = insertNextVariable(form.Body, at);
    set({ Body: next.body });
    requestAnimationFrame(() => {
      bodyArea()?.focus();
      bodyArea()?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const problems = formProblems(form, templateId);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError(t('whatsapp.template.form.fix'));
      return;
    }
    setBusy(true);
    try {
      const p = draftParams(form);
      if (templateId === null) await callAction('CreateWhatsAppTemplate', p as never, { inline: true });
      else await callAction('UpdateWhatsAppTemplate', { ...p, Name: undefined, Language: undefined, TemplateId: templateId } as never, { inline: true });
      showToast('success', t('whatsapp.template.form.submitted'));
      navigate(routeHref('/whatsapp/template'));
    } catch (err) {
      if (err instanceof ActionError) {
        const named = serverParamError(err.message);
        if (named.param) setErrors({ [named.param]: named.message });
        else setFormError(err.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const title = templateId === null ? t('whatsapp.template.form.newTitle') : t('whatsapp.template.form.editTitle');
  if (!loaded) {
    return (
      <>
        <PageHeader title={title} />
        {existing.error ? <Alert tone="error">{existing.error.message}</Alert> : <Spinner label={t('common.loading')} />}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        description={
          templateId !== null ? (
            <>
              <span className="font-medium break-all text-slate-900">{params.templateName}</span> · {t('whatsapp.template.form.editNote')}
            </>
          ) : undefined
        }
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-6">
        {formError && (
          <Alert tone="error" className="mb-0">
            {formError}
          </Alert>
        )}
        <Card>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField label={t('whatsapp.template.form.name')} hint={t('whatsapp.template.form.nameHint')} value={form.Name} disabled={templateId !== null} onChange={(e) => set({ Name: e.target.value })} error={errorOf('Name')} autoComplete="off" />
            <SelectField label={t('whatsapp.template.form.language')} options={TEMPLATE_LANGUAGES} value={form.Language} disabled={templateId !== null} onChange={(e) => set({ Language: e.target.value })} error={errorOf('Language')} />
            <SelectField
              label={t('whatsapp.template.form.category')}
              placeholder=""
              options={WhatsAppTemplateCategories.map((c) => ({ value: c, label: t(`whatsapp.category.${c}`) }))}
              value={form.Category}
              onChange={(e) => set({ Category: e.target.value as TemplateFormState['Category'] })}
              error={errorOf('Category')}
            />
          </div>
        </Card>
        <Card>
          <div className="grid gap-4">
            {auth ? (
              <>
                <Alert tone="info">{t('whatsapp.template.form.authNote')}</Alert>
                <TextField label={t('whatsapp.template.form.codeExpiry')} inputMode="numeric" value={form.CodeExpiryMinutes} onChange={(e) => set({ CodeExpiryMinutes: e.target.value })} error={errorOf('CodeExpiryMinutes')} className="max-w-xs" />
              </>
            ) : (
              <div className="grid gap-4 md:grid-cols-3">
                <SelectField
                  label={t('whatsapp.template.form.header')}
                  options={[
                    { value: 'NONE', label: t('whatsapp.template.form.headerNone') },
                    { value: 'TEXT', label: t('whatsapp.template.form.headerText') },
                    { value: 'IMAGE', label: t('whatsapp.template.form.headerImage') },
                    { value: 'VIDEO', label: t('whatsapp.template.form.headerVideo') },
                    { value: 'DOCUMENT', label: t('whatsapp.template.form.headerDocument') },
                  ]}
                  value={form.HeaderFormat}
                  onChange={(e) => set({ HeaderFormat: e.target.value as TemplateFormState['HeaderFormat'] })}
                />
                {form.HeaderFormat === 'TEXT' && (
                  <>
                    <TextField label={t('whatsapp.template.form.headerTextLabel')} value={form.HeaderText} maxLength={60} onChange={(e) => set({ HeaderText: e.target.value })} error={errorOf('Header.Text')} />
                    <TextField label={t('whatsapp.template.form.headerSample', { variable: '{{1}}' })} value={form.HeaderSample} onChange={(e) => set({ HeaderSample: e.target.value })} error={errorOf('Header.Sample')} />
                  </>
                )}
                {form.HeaderFormat !== 'TEXT' && form.HeaderFormat !== 'NONE' && (
                  <TextField
                    className="md:col-span-2"
                    type="url"
                    label={t('whatsapp.template.form.headerSampleMedia')}
                    hint={t('whatsapp.template.form.headerSampleMediaHint')}
                    value={form.HeaderSample}
                    onChange={(e) => set({ HeaderSample: e.target.value })}
                    error={errorOf('Header.Sample')}
                  />
                )}
              </div>
            )}
            <div ref={bodyBox}>
              <TextAreaField
                label={t('whatsapp.template.form.body')}
                hint={t('whatsapp.template.form.bodyHint', { first: '{{1}}', second: '{{2}}' })}
                rows={5}
                maxLength={1024}
                value={form.Body}
                onChange={(e) => set({ Body: e.target.value })}
                error={errorOf('Body')}
              />
              {!auth && (
                <Button variant="secondary" className="mt-2" onClick={addVariable}>
                  {t('whatsapp.template.form.addVariable')}
                </Button>
              )}
            </div>
            {vars > 0 && (
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-2 text-sm font-medium text-slate-900">{t('whatsapp.template.form.samples')}</legend>
                {Array.from({ length: vars }, (_, i) => (
                  <TextField
                    key={i}
                    label={t('whatsapp.template.form.sampleFor', { variable: `{{${i + 1}}}` })}
                    value={form.BodySamples[i] ?? ''}
                    onChange={(e) => {
                      const samples = [...form.BodySamples];
                      while (samples.length <= i) samples.push('');
                      samples[i] = e.target.value;
                      set({ BodySamples: samples });
                    }}
                    error={i === 0 ? errorOf('BodySamples') : undefined}
                  />
                ))}
              </fieldset>
            )}
            {!auth && <TextField label={t('whatsapp.template.form.footer')} value={form.Footer} maxLength={60} onChange={(e) => set({ Footer: e.target.value })} error={errorOf('Footer')} />}
            {!auth && <ButtonsEditor buttons={form.Buttons} onChange={(b) => set({ Buttons: b })} errorOf={errorOf} />}
          </div>
        </Card>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy}>
            {templateId === null ? t('whatsapp.template.form.submit') : t('whatsapp.template.form.save')}
          </Button>
          <Link href={routeHref('/whatsapp/template')} className={buttonClass('secondary')}>
            {t('whatsapp.template.form.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
