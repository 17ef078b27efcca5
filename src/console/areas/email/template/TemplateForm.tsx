import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EmailDocument } from '../../../../contract/email/emailDocument';
import type { EmailTemplate } from '../../../../contract/email/emailTemplateEntity';
import { EMAIL_TEMPLATE_SUBJECT_MAX, emailTemplateEditable } from '../../../../contract/email/emailTemplateStatus';
import { starterEmailDocument } from '../../../../contract/email/starterEmailDocument';
import { formatDateTime } from '../../../lib/format';
import { navigate } from '../../../lib/navigate';
import { routeHref } from '../../../lib/routeHref';
import { QueuedOfflineError, useDraft } from '../../../offline';
import { ActionError, callAction, NetworkError } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useLeaveGuard } from '../../../ui/useLeaveGuard';
import { useEmailText } from '../useEmailText';
import { documentProblems, EmailEditor } from '../editor/EmailEditor';

interface FormValues {
  name: string;
  subject: string;
  remark: string;
  doc: EmailDocument;
}

/**
 * The template form around the block editor: name, subject, remark and the document, autosaved
 * as a draft (IndexedDB, `useDraft`) on every change, so it survives going offline, a reload and a
 * restart. Saved as a Draft or submitted for review; offline, the outbox keeps the save.
 * `draftKey` tells the new-template form, each template's edit form and the editor page apart.
 */
export function TemplateForm({ source, draftKey }: { source: EmailTemplate | null; draftKey: string }) {
  const { t } = useTranslation();
  const contractText = useEmailText();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<FormValues>(() => ({
    name: source?.TemplateName ?? '',
    subject: source?.Subject ?? '',
    remark: source?.Remark ?? '',
    doc:
      source?.Document ??
      starterEmailDocument({
        heading: t('email.editor.defaults.heading'),
        body: t('email.editor.defaults.body', { variable: '{{first_name}}' }),
        button: t('email.editor.defaults.button'),
        footer: t('email.editor.defaults.footer'),
        unsubscribe: t('email.editor.defaults.unsubscribe'),
      }),
  }));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; subject?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [saved, setSaved] = useState(false);
  const editable = source === null || emailTemplateEditable(source.Status);
  const draft = useDraft(draftKey, values, {
    title: values.name.trim() || values.subject.trim() || t('email.template.form.newTitle'),
    onRestore: (v) => setValues({ ...initial, ...v, doc: v.doc ?? initial.doc }),
  });
  useLeaveGuard(!saved && JSON.stringify(values) !== JSON.stringify(initial), t('common.unsavedChanges'));
  const patch = (p: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...p }));
    setFormError(null);
  };

  async function save(submit: boolean) {
    const next: typeof errors = {};
    if (!values.name.trim()) next.name = t('email.template.form.nameRequired');
    if (!values.subject.trim()) next.subject = t('email.template.form.subjectRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (documentProblems(values.doc).length > 0) {
      setFormError(t('email.template.form.fixFirst'));
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    const fields = { TemplateName: values.name.trim(), Subject: values.subject.trim(), Remark: values.remark.trim(), Document: values.doc, Submit: submit };
    const finish = async (message: string, tone: 'success' | 'info') => {
      setSaved(true);
      await draft.clear();
      showToast(tone, message);
      navigate(routeHref('/email/template'), { force: true });
    };
    try {
      if (source) await callAction('UpdateUEmailTemplate', { TemplateId: source.TemplateId, ...fields });
      else await callAction('CreateUEmailTemplate', fields);
      await finish(t(submit ? 'email.template.form.submitted' : 'email.template.form.savedDraft'), 'success');
    } catch (err) {
      if (err instanceof QueuedOfflineError) await finish(t('email.template.form.queued'), 'info');
      else if (err instanceof ActionError || err instanceof NetworkError) setFormError(contractText(err.message) ?? err.message);
    } finally {
      setBusy(null);
    }
  }

  async function discardDraft() {
    await draft.clear();
    setValues(initial);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => e.preventDefault()} className="space-y-5">
      {!editable && <Alert tone="info">{t('email.template.form.notEditable')}</Alert>}
      {draft.restoredAt !== null && (
        <Alert tone="info">
          <span>{t('email.template.form.draftRestored', { time: formatDateTime(new Date(draft.restoredAt)) })}</span>{' '}
          <button type="button" className="font-medium underline" onClick={() => void discardDraft()}>
            {t('email.template.form.discardDraft')}
          </button>
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2">
        <TextField label={t('email.template.name')} hint={t('email.template.form.nameHint')} value={values.name} maxLength={64} autoComplete="off" onChange={(e) => patch({ name: e.target.value })} error={errors.name} />
        <TextField
          label={t('email.template.subject')}
          hint={t('email.template.form.subjectHint', { max: EMAIL_TEMPLATE_SUBJECT_MAX, example: '{{first_name}}' })}
          value={values.subject}
          maxLength={EMAIL_TEMPLATE_SUBJECT_MAX}
          autoComplete="off"
          onChange={(e) => patch({ subject: e.target.value })}
          error={errors.subject}
        />
        <TextField label={t('email.template.form.remark')} hint={t('email.template.form.remarkHint')} value={values.remark} maxLength={500} onChange={(e) => patch({ remark: e.target.value })} className="md:col-span-2" />
      </div>
      <EmailEditor doc={values.doc} subject={values.subject} onChange={(doc) => patch({ doc })} />
      <FormError message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void save(true)} loading={busy === 'submit'} disabled={busy !== null || !editable}>
          {t('email.template.form.submit')}
        </Button>
        <Button variant="secondary" onClick={() => void save(false)} loading={busy === 'draft'} disabled={busy !== null || !editable}>
          {t('email.template.form.saveDraft')}
        </Button>
        <Link href={routeHref('/email/template')} className={buttonClass('ghost')}>
          {t('email.template.form.cancel')}
        </Link>
        {draft.savedAt !== null && (
          <span className="text-xs text-slate-600" data-testid="email-draft-saved">
            {t('email.template.form.draftSaved', { time: formatDateTime(new Date(draft.savedAt)) })}
          </span>
        )}
      </div>
    </form>
  );
}
