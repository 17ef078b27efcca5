import { Link } from 'wouter';
import { Card } from '../../../ui/Card';
import type { MessagingChannel } from '../../channel';
import { useChannelTexts } from '../../channelContext';

const linksOf = ({ routes }: MessagingChannel) =>
  [
    { to: routes.sending, text: 'overview.quick.send', hint: 'overview.quick.sendHint' },
    { to: routes.templates, text: 'overview.quick.templates', hint: 'overview.quick.templatesHint' },
    { to: routes.analytics, text: 'overview.quick.analytics', hint: 'overview.quick.analyticsHint' },
    { to: routes.records(''), text: 'overview.quick.records', hint: 'overview.quick.recordsHint' },
  ].flatMap((l) => (l.to ? [{ ...l, to: l.to }] : []));

/** Where to go next from the overview. */
export function QuickLinks() {
  const { channel, tc } = useChannelTexts();
  return (
    <Card title={tc('overview.quick.title')}>
      <ul className="grid gap-2">
        {linksOf(channel).map((l) => (
          <li key={l.to}>
            <Link
              href={l.to}
              className="block rounded-lg border border-slate-200 px-3 py-2 hover:border-indigo-300 hover:bg-indigo-50/50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="block text-sm font-medium text-indigo-700">{tc(l.text)}</span>
              <span className="block text-xs text-slate-600">{tc(l.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
