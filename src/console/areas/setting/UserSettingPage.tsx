import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { userInfo } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { AccessKeysSection } from './AccessKeysSection';
import { MoreSettingsSection } from './MoreSettingsSection';
import { EmailSection } from './EmailSection';
import { NeverQueuedNote } from './NeverQueuedNote';
import { NotificationEmailsSection } from './NotificationEmailsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SocialAccountsSection } from './SocialAccountsSection';

/**
 * /setting/user-setting: profile, password, e-mail, social sign-in accounts, access keys, and links
 * to the tickets and the connected social profiles, and the notification e-mail addresses (where
 * low-balance alarms and ticket replies are e-mailed).
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
          <SocialAccountsSection />
          <NotificationEmailsSection />
          <AccessKeysSection />
          <MoreSettingsSection />
        </div>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </div>
  );
}
