import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/pageProps';
import { useAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { PageHeader } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import { TemplateForm } from './TemplateForm';

/** /email/new-template and /email/update-template/{templateId}/{id}: name, subject and the block editor's document. */
export function TemplateFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const templateId = params.templateId ?? null;
  const source = useAction('GetUEmailTemplate', templateId ? { TemplateId: templateId } : null);
  let body;
  if (templateId && source.loading && !source.data) {
    body = (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (templateId && !source.data) {
    body = <Alert tone="error">{source.error ? t('email.template.form.notFound', { templateId }) : t('email.template.form.loadFailed')}</Alert>;
  } else {
    body = <TemplateForm key={templateId ?? 'new'} source={source.data} draftKey={templateId ? `email-template:${templateId}` : 'email-template:new'} />;
  }
  return (
    <>
      <PageHeader title={t(templateId ? 'email.template.form.editTitle' : 'email.template.form.newTitle')} description={t('email.template.form.intro')} />
      {body}
    </>
  );
}
