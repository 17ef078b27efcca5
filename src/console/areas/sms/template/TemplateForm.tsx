import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { smsActions } from '../../../../contract/actions/sms';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { smsTemplatePurposeDisplay } from '../../../../contract/sms/templateMeta';
import { formatDateTime } from '../../../lib/format';
import { navigate } from '../../../lib/navigate';
import { QueuedOfflineError, useDraft } from '../../../offline';
import { ActionError, callAction, NetworkError } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { FormError } from '../../../ui/form/FormError';
import { useFieldErrorText } from '../../../ui/form/useFieldError';
import { validate } from '../../../ui/form/validate';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useLeaveGuard } from '../../../ui/useLeaveGuard';
import { TemplateBodyField } from './TemplateBodyField';
import { createParams, draftKey, formErrors, sameForm, serverTemplateError, updateParams, type TemplateField, type TemplateFormMode, type TemplateFormValues } from './templateForm';
import { templatePaths } from './templateListQuery';
import { TemplateFormNotice } from './TemplateFormNotice';
import { TemplatePreview } from './TemplatePreview';

export interface TemplateFormProps {
  mode: TemplateFormMode;
  /** The values the form opens with (empty, or the source template's). */
  initial: TemplateFormValues;
  /** The template being changed or recreated. */
  source: SmsTemplate | null;
  /** Whether saving is allowed (an update waits for the review to finish). */
  editable: boolean;
}

/** A stored draft as form values, whatever an older version stored. */
function restored(v: Partial<Record<TemplateField, unknown>>, fallback: TemplateFormValues): TemplateFormValues {
  return {
    name: typeof v.name === 'string' ? v.name : fallback.name,
    purpose: typeof v.purpose === 'number' && smsTemplatePurposeDisplay[v.purpose] ? v.purpose : fallback.purpose,
    body: typeof v.body === 'string' ? v.body : fallback.body,
    remark: typeof v.remark === 'string' ? v.remark : fallback.remark,
  };
}

/** Create, recreate or change a template; autosaved as a draft, guarded while unsaved. */
export function TemplateForm({ mode, initial, source, editable }: TemplateFormProps) {
  const { t } = useTranslation();
  const errText = useFieldErrorText();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TemplateField, string>>>({});
  const [samples, setSamples] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  /** The gateway's refusal of the last save that names no field (one that does is in `errors`). */
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const draft = useDraft(draftKey(mode), values, {
    title: values.name.trim() || t('sms.template.form.untitled'),
    onRestore: (v) => setValues(restored(v, initial)),
  });
  useLeaveGuard(!saved && !sameForm(values, initial), t('common.unsavedChanges'));

  const nameError = errText(errors.name);
  const nameRule = t('validation.ForbiddenCharacters');
  const purposeOptions = Object.entries(smsTemplatePurposeDisplay).map(([v, d]) => ({ value: v, label: t(d.textKey) }));
  const set = (field: TemplateField, value: string | number) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setFormError(null);
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  async function finish(message: string, tone: 'success' | 'info') {
    setSaved(true);
    await draft.clear();
    showToast(tone, message);
    navigate(templatePaths.list, { force: true });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v =
      mode.kind === 'update'
        ? validate(smsActions.UpdateUSMSTemplate.params, updateParams(mode.templateId, values))
        : validate(smsActions.CreateUSMSTemplate.params, createParams(values, mode.kind === 'recreate' ? mode.fromId : undefined));
    if (!v.ok) {
      setErrors(formErrors(v.errors));
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      if ('TemplateId' in v.data) await callAction('UpdateUSMSTemplate', v.data);
      else await callAction('CreateUSMSTemplate', v.data);
      await finish(t(mode.kind === 'update' ? 'sms.template.form.updated' : 'sms.template.form.created'), 'success');
    } catch (err) {
      // Offline: the outbox keeps the save and sends it when the connection is back.
      if (err instanceof QueuedOfflineError) await finish(t('sms.template.form.queued'), 'info');
      else if (err instanceof ActionError) {
        // Beside the field the refusal names, else at the top of the form (the auth pages' pattern).
        const refusal = serverTemplateError(err.message);
        if (refusal.field) {
          const next: Partial<Record<TemplateField, string>> = {};
          next[refusal.field] = refusal.message;
          setErrors(next);
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        } else setFormError(refusal.message);
      } else if (err instanceof NetworkError) setFormError(err.message);
    } finally {
      setBusy(false);
    }
  }

  async function discardDraft() {
    await draft.clear();
    setValues(initial);
    setErrors({});
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <TemplateFormNotice mode={mode} source={source} editable={editable} />
        <FormError message={formError} />
        {draft.restoredAt !== null && (
          <Alert tone="info">
            <span>{t('sms.template.form.draftRestored', { time: formatDateTime(new Date(draft.restoredAt)) })}</span>{' '}
            <button type="button" className="font-medium underline" onClick={() => void discardDraft()}>
              {t('sms.template.form.discardDraft')}
            </button>
          </Alert>
        )}
        <TextField
          label={t('sms.template.field.name')}
          value={values.name}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => set('name', e.target.value)}
          error={nameError}
          hint={nameError === nameRule ? undefined : nameRule}
        />
        <SelectField label={t('sms.template.field.purpose')} options={purposeOptions} value={String(values.purpose)} onChange={(e) => set('purpose', Number(e.target.value))} error={errText(errors.purpose)} />
        <TemplateBodyField value={values.body} onChange={(body) => set('body', body)} error={errText(errors.body)} />
        <TextAreaField label={t('sms.template.field.remark')} rows={2} maxLength={500} value={values.remark} onChange={(e) => set('remark', e.target.value)} error={errText(errors.remark)} hint={t('sms.template.form.remarkHint')} />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button type="submit" loading={busy} disabled={!editable}>
            {t(mode.kind === 'update' ? 'sms.template.form.saveUpdate' : 'sms.template.form.saveCreate')}
          </Button>
          <Link href={templatePaths.list} className={buttonClass('secondary')}>
            {t('sms.template.form.cancel')}
          </Link>
          {draft.savedAt !== null && <span className="text-xs text-slate-600">{t('sms.template.form.draftSaved', { time: formatDateTime(new Date(draft.savedAt)) })}</span>}
        </div>
      </form>
      <TemplatePreview body={values.body} samples={samples} onSamples={setSamples} />
    </div>
  );
}
