import { useTranslation } from 'react-i18next';
import type { SmsTemplate } from '../../../../contract/entities/sms';
import { SmsTemplateStatus } from '../../../../contract/sms/templateMeta';
import { storedServerText } from '../../../i18n/serverMessage';
import { Alert } from '../../../ui/Alert';
import type { TemplateFormMode } from './templateForm';

/** What saving does in this mode: every save sends the template to review. */
export function TemplateFormNotice({ mode, source, editable }: { mode: TemplateFormMode; source: SmsTemplate | null; editable: boolean }) {
  const { t } = useTranslation();
  if (mode.kind === 'update' && !editable) {
    return <Alert tone="warning">{t(source?.Status === SmsTemplateStatus.InReview ? 'sms.template.form.inReviewLocked' : 'sms.template.form.disabledLocked')}</Alert>;
  }
  if (mode.kind === 'update') return <Alert tone="info">{t('sms.template.form.updateNotice')}</Alert>;
  if (mode.kind === 'recreate' && source) {
    return (
      <Alert tone={source.RejectReason ? 'warning' : 'info'}>
        <p>{t('sms.template.form.recreateNotice', { name: source.TemplateName })}</p>
        {source.RejectReason && (
          <p className="mt-1">
            <span className="font-medium">{t('sms.template.list.rejectReason')}:</span> {storedServerText(source.RejectReasonKey, source.RejectReason)}
          </p>
        )}
      </Alert>
    );
  }
  return <Alert tone="info">{t('sms.template.form.createNotice')}</Alert>;
}
