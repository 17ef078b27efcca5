import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { unreadNotifications } from '../session';
import { routeHref } from '../lib/routeHref';

/** The bell in the top bar: unread notifications, opening the notification centre. */
export function NotificationBell() {
  useSignals();
  const { t } = useTranslation();
  const count = unreadNotifications.value;
  return (
    <Link
      href={routeHref('/notification')}
      aria-label={t('shell.notifications', { count })}
      data-testid="notification-bell"
      className="relative inline-flex rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M10 2a6 6 0 00-6 6v3.6l-1.7 2.6A1 1 0 003.1 16h13.8a1 1 0 00.8-1.8L16 11.6V8a6 6 0 00-6-6zm0 18a3 3 0 01-2.8-2h5.6A3 3 0 0110 20z" />
      </svg>
      {count > 0 && (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-4 text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
