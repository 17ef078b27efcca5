import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routeHref } from '../lib/routeHref';
import { newReplyCount } from '../session';

/** New replies on the user's tickets (GetNewReplyList: Data.Total), a link to the tickets. */
export function WorkOrderBadge() {
  useSignals();
  const { t } = useTranslation();
  const count = newReplyCount.value;
  const label = t('shell.workOrders', { count });
  const body = (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M3 4a2 2 0 012-2h10a2 2 0 012 2v8a2 2 0 01-2 2H8l-4 4v-4H5a2 2 0 01-2-2V4z" />
      </svg>
      {count > 0 && (
        <span aria-hidden="true" data-testid="work-order-count" className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-4 text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  const cls = 'relative inline-flex rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    <Link href={routeHref('/setting/work-order')} className={cls} aria-label={label}>
      {body}
    </Link>
  );
}
