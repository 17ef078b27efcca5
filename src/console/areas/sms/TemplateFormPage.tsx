import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pageProps';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { TemplateForm } from './template/TemplateForm';
import { emptyTemplateForm, formFromTemplate, sourceTemplateId, templateFormMode } from './template/templateForm';
import { canEdit, templatePaths } from './template/templateListQuery';
import { useTemplateSource } from './template/useTemplateSource';

const TITLES = { create: 'routes.smsNewTemplate', recreate: 'routes.smsRecreateTemplate', update: 'routes.smsUpdateTemplate' } as const;

/**
 * /sms/new-template, /sms/new-template/{recreateTemplateId} (a copy of a rejected template) and
 * /sms/update-template/{templateId}/{id} ({id}: the account, the user's default project, as in the
 * task routes; templates themselves belong to the user).
 */
export function TemplateFormPage({ params }: PageProps) {
  const { t } = useTranslation();
  const mode = templateFormMode(params);
  const sourceId = sourceTemplateId(mode);
  const source = useTemplateSource(sourceId);
  const title = t(TITLES[mode.kind]);

  let body;
  if (source.loading || source.id !== sourceId) {
    body = (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (sourceId !== null && source.template === null) {
    body = (
      <Alert tone="error">
        <span>{t('sms.template.form.notFound')}</span> <TextLink to={templatePaths.list}>{t('sms.template.form.backToList')}</TextLink>
      </Alert>
    );
  } else {
    const initial = source.template ? formFromTemplate(source.template) : emptyTemplateForm;
    const editable = mode.kind !== 'update' || (source.template !== null && canEdit(source.template.Status));
    body = (
      <>
        {source.offline && (
          <Alert tone="warning" className="mb-4">
            {t('sms.template.form.offlineSource')}
          </Alert>
        )}
        <TemplateForm key={`${mode.kind}:${sourceId ?? ''}`} mode={mode} initial={initial} source={source.template} editable={editable} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} description={t(`sms.template.form.description.${mode.kind}`)} />
      {body}
    </>
  );
}
