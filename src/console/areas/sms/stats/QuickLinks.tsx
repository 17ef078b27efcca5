import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../../../ui/Card';
import { routeHref } from '../../../lib/routeHref';

const LINKS = [
  { to: routeHref('/sms/sending'), text: 'sms.overview.quick.send', hint: 'sms.overview.quick.sendHint' },
  { to: routeHref('/sms/template'), text: 'sms.overview.quick.templates', hint: 'sms.overview.quick.templatesHint' },
  { to: routeHref('/sms/analytics'), text: 'sms.overview.quick.analytics', hint: 'sms.overview.quick.analyticsHint' },
  { to: routeHref('/sms/message'), text: 'sms.overview.quick.records', hint: 'sms.overview.quick.recordsHint' },
] as const;

/** Where to go next from the overview. */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Card title={t('sms.overview.quick.title')}>
      <ul className="grid gap-2">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link
              href={l.to}
              className="block rounded-lg border border-slate-200 px-3 py-2 hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="block text-sm font-medium text-indigo-700">{t(l.text)}</span>
              <span className="block text-xs text-slate-600">{t(l.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
