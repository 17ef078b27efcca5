import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { userInfo } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { AccessKeysSection } from './AccessKeysSection';
import { EmailSection } from './EmailSection';
import { NeverQueuedNote } from './NeverQueuedNote';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

/**
 * /setting/user-setting: profile, password, e-mail and access keys. Social accounts and
 * notification e-mails are not here: the gateway has no Action for them yet.
 */
export function UserSettingPage() {
  useSignals();
  const { t } = useTranslation();
  const user = userInfo.value;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('routes.userSetting')} description={t('setting.intro')} />
      <NeverQueuedNote />
      {user ? (
        <div className="space-y-6">
          <ProfileSection key={user.AdminUserId} user={user} />
          <PasswordSection email={user.Email} />
          <EmailSection email={user.Email} />
          <AccessKeysSection />
        </div>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </div>
  );
}
