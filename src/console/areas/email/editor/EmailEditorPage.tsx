import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/pageProps';
import { PageHeader } from '../../../ui/PageHeader';
import { TemplateForm } from '../template/TemplateForm';

/** /email/message/email-editor: the block editor on its own page; what is built there is saved as a template. */
export function EmailEditorPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('email.template.form.editorTitle')} description={t('email.template.form.editorIntro')} />
      <TemplateForm source={null} draftKey="email-editor" />
    </>
  );
}
