import { useTranslation } from 'react-i18next';
import { SMS_TRIAL_RECIPIENT_QUOTA } from '../../../../contract/sms/smsConstants';
import { Alert } from '../../../ui/Alert';
import { TextLink } from '../../../ui/TextLink';
import { routeHref } from '../../../lib/routeHref';

/** Why a trial account's message is fixed: the default test content, to its verified number, within the trial quota. */
export function TrialNotice({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      <p className="font-medium">{t('sms.sending.trial.title')}</p>
      <p className="mt-1">{phone ? t('sms.sending.trial.body', { phone, quota: SMS_TRIAL_RECIPIENT_QUOTA }) : t('sms.sending.trial.bodyNoPhone', { quota: SMS_TRIAL_RECIPIENT_QUOTA })}</p>
      <p className="mt-1">
        {t('sms.sending.trial.upgrade')} <TextLink to={routeHref('/subscription')}>{t('sms.sending.trial.upgradeLink')}</TextLink>
      </p>
    </Alert>
  );
}
