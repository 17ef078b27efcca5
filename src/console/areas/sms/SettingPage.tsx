import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/pageProps';
import { PageHeader } from '../../ui/PageHeader';
import { AlarmRulesCard } from './setting/AlarmRulesCard';
import { CallbackCard } from './setting/CallbackCard';
import { LimitRulesCard } from './setting/LimitRulesCard';

/** SMS settings: the receipt callback, send-limit rules and send-count alarm rules. */
export function SettingPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('sms.setting.title')} description={t('sms.setting.description')} />
      <CallbackCard />
      <LimitRulesCard />
      <AlarmRulesCard />
    </div>
  );
}
