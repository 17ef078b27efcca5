import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { replyViewRoute, type ReplyView } from './conversationRoute';

const views: readonly { view: ReplyView; key: string }[] = [
  { view: 'replies', key: 'sms.conversation.viewReplies' },
  { view: 'conversations', key: 'sms.conversation.viewConversations' },
  { view: 'optouts', key: 'sms.conversation.viewOptOuts' },
];

/** The views of /sms/reply as links (each has its address, so back and forward work and a view can be shared). */
export function ReplyViewTabs({ current }: { current: ReplyView }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sms.conversation.views')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1">
        {views.map((v) => (
          <li key={v.view}>
            <Link
              href={replyViewRoute(v.view)}
              aria-current={v.view === current ? 'page' : undefined}
              className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium break-keep focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                v.view === current ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(v.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
