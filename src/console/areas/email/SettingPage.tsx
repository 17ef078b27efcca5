import { useTranslation } from 'react-i18next';
import { EmailDomainStatus } from '../../../contract/email/emailDomainRules';
import type { PageProps } from '../../lib/pageProps';
import { OfflineAge } from '../../offline';
import { useAction } from '../../session';
import { PageHeader } from '../../ui/PageHeader';
import { DomainsCard } from './setting/DomainsCard';
import { SendersCard } from './setting/SendersCard';

/** /email/setting: sending domains (DNS records, verification) and senders on the verified ones. */
export function SettingPage(_props: PageProps) {
  const { t } = useTranslation();
  // An account has at most 50 domains: one page holds them all.
  const domains = useAction('QueryUEmailDomain', { Limit: 50 });
  const verified = (domains.data?.Domains ?? []).filter((d) => d.Status === EmailDomainStatus.Passed);
  return (
    <div className="space-y-6">
      <PageHeader title={t('email.setting.title')} description={t('email.setting.description')} />
      <div className="empty:hidden">
        <OfflineAge at={domains.asOf} />
      </div>
      <DomainsCard list={domains} />
      <SendersCard verifiedDomains={verified} />
    </div>
  );
}
