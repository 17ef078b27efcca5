import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MmsTemplate } from '../../../contract/entities/mms';
import { MMS_SUBJECT_MAX, MMS_TEXT_MAX } from '../../../contract/mms/mmsConstants';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { QueuedOfflineError, UploadField } from '../../offline';
import { ActionError, callAction, NetworkError, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { Link } from 'wouter';
import { mmsTemplateErrors, type MmsTemplateForm } from './template/mmsTemplateForm';

/** /mms/new-template and /mms/update-template/{templateId}/{id}: subject, image, text and remark of an MMS template, submitted for review. */
export function TemplateFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const templateId = params.templateId ?? null;
  const source = useAction('GetUMMSTemplate', templateId ? { TemplateId: templateId } : null);
  const title = t(templateId ? 'mms.template.form.editTitle' : 'mms.template.form.newTitle');
  let body;
  if (templateId && source.loading && !source.data) {
    body = (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (templateId && !source.data) {
    body = <Alert tone="error">{source.error ? t('mms.template.form.notFound', { templateId }) : t('mms.template.form.loadFailed')}</Alert>;
  } else {
    body = <TemplateEditor key={templateId ?? 'new'} source={source.data} />;
  }
  return (
    <>
      <PageHeader title={title} description={t('mms.template.form.intro')} />
      {body}
    </>
  );
}

function TemplateEditor({ source }: { source: MmsTemplate | null }) {
  const { t } = useTranslation();
  const initial: MmsTemplateForm = {
    name: source?.TemplateName ?? '',
    subject: source?.Subject ?? '',
    text: source?.Template ?? '',
    remark: source?.Remark ?? '',
    mediaFileId: source?.MediaFileId ?? '',
    mediaUrl: source?.MediaURL ?? '',
  };
  const [form, setForm] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inReview = source !== null && (source.Status === SmsTemplateStatus.InReview || source.Status === SmsTemplateStatus.Disabled);
  const changed = JSON.stringify(form) !== JSON.stringify(initial);
  useLeaveGuard(changed && !saved, t('common.unsavedChanges'));
  const errors = showErrors ? mmsTemplateErrors(form) : {};
  const patch = (p: Partial<MmsTemplateForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setServerError(null);
  };
  const text = (e: { key: string; values?: Record<string, unknown> } | undefined) => (e ? t(e.key, e.values) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    if (Object.keys(mmsTemplateErrors(form)).length > 0) return;
    setBusy(true);
    const fields = { TemplateName: form.name.trim(), Subject: form.subject.trim(), Template: form.text, MediaFileId: form.mediaFileId, Remark: form.remark.trim() };
    try {
      if (source) await callAction('UpdateUMMSTemplate', { TemplateId: source.TemplateId, ...fields });
      else await callAction('CreateUMMSTemplate', fields);
      setSaved(true);
      showToast('success', t('mms.template.form.saved'));
      navigate(routeHref('/mms/template'), { force: true });
    } catch (err) {
      if (err instanceof QueuedOfflineError) {
        setSaved(true);
        navigate(routeHref('/mms/template'), { force: true });
      } else if (err instanceof ActionError || err instanceof NetworkError) setServerError(err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      {inReview && (
        <Alert tone="info" className="mb-4">
          {t('mms.template.form.inReview')}
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-2xl space-y-4">
        <TextField label={t('mms.template.name')} hint={t('mms.template.form.nameHint')} value={form.name} maxLength={64} onChange={(e) => patch({ name: e.target.value })} error={text(errors.name)} disabled={inReview} />
        <TextField
          label={t('mms.template.subject')}
          hint={t('mms.template.form.subjectHint', { max: MMS_SUBJECT_MAX })}
          value={form.subject}
          onChange={(e) => patch({ subject: e.target.value })}
          error={text(errors.subject)}
          disabled={inReview}
        />
        <div>
          <UploadField label={t('mms.template.form.image')} kind="mms-image" accept="image/png,image/jpeg,image/gif" onUploaded={(f) => patch({ mediaFileId: f.FileId, mediaUrl: f.MediaURL })} />
          {errors.mediaFileId && (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {text(errors.mediaFileId)}
            </p>
          )}
          {form.mediaUrl && (
            <figure className="mt-3">
              <img src={form.mediaUrl} alt={t('mms.template.form.currentImage')} className="max-h-48 rounded border border-slate-200" data-testid="mms-template-image" />
              <figcaption className="mt-1 text-xs text-slate-600">{t('mms.template.form.currentImage')}</figcaption>
            </figure>
          )}
        </div>
        <TextAreaField
          label={t('mms.template.text')}
          hint={t('mms.template.form.textHint', { max: MMS_TEXT_MAX, first: '{{1}}', second: '{{2}}' })}
          value={form.text}
          rows={5}
          onChange={(e) => patch({ text: e.target.value })}
          error={text(errors.text)}
          disabled={inReview}
        />
        <TextField label={t('mms.template.form.remark')} hint={t('mms.template.form.remarkHint')} value={form.remark} maxLength={500} onChange={(e) => patch({ remark: e.target.value })} disabled={inReview} />
        <FormError message={serverError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || inReview}>
            {busy ? t('mms.template.form.saving') : t('mms.template.form.save')}
          </Button>
          <Link href={routeHref('/mms/template')} className={buttonClass('secondary')}>
            {t('mms.template.form.cancel')}
          </Link>
        </div>
      </form>
    </Card>
  );
}
