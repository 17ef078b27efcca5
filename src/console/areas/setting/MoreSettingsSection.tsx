import { useTranslation } from 'react-i18next';
import { routeHref } from '../../lib/routeHref';
import { Card } from '../../ui/Card';
import { TextLink } from '../../ui/TextLink';

/** The other settings pages (the settings group is not in the navigation menu, spec 000 §2). */
export function MoreSettingsSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('setting.more.title')}>
      <ul className="space-y-2 text-sm">
        <li>
          <TextLink to={routeHref('/setting/work-order')}>{t('routes.workOrder')}</TextLink>
          <span className="text-slate-600"> — {t('setting.more.tickets')}</span>
        </li>
        <li>
          <TextLink to={routeHref('/setting/profile_list')}>{t('routes.profileList')}</TextLink>
          <span className="text-slate-600"> — {t('setting.more.profiles')}</span>
        </li>
      </ul>
    </Card>
  );
}
