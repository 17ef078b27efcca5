import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FREE_TRIAL_DAYS } from '../../contract/constants';
import { dismissForToday, isDismissedToday, noticeFor, type Notice } from '../access';
import { buyRecords, packages, userInfo } from '../session';
import { routeHref } from '../lib/routeHref';

const tones: Record<Notice['tone'], string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

function text(notice: Notice, t: (k: string, o?: Record<string, unknown>) => string): { message: string; link: string; to: string } {
  switch (notice.kind) {
    case 'expired':
      return { message: t('notice.expired'), link: t('notice.upgrade'), to: routeHref('/subscription') };
    case 'freeOffer':
      return { message: t('notice.freeOffer', { days: notice.days }), link: t('notice.startTrial'), to: routeHref('/experience') };
    case 'expiring':
      return { message: t('notice.expiring', { count: notice.days }), link: t('notice.renew'), to: routeHref('/subscription') };
    case 'lessThanDay':
      return { message: t('notice.lessThanDay'), link: t('notice.renew'), to: routeHref('/subscription') };
    case 'ended':
      return { message: t(notice.free ? 'notice.endedFree' : 'notice.endedPaid'), link: t('notice.upgrade'), to: routeHref('/subscription') };
  }
}

/** The subscription notice (spec 000 §4): one of five cases, closable for the rest of the day. */
export function NoticeBanner() {
  useSignals();
  const { t } = useTranslation();
  const [, setClosed] = useState(0);
  const user = userInfo.value;
  if (!user || !buyRecords.value || !packages.value) return null;
  const now = new Date();
  const notice = noticeFor({
    records: buyRecords.value,
    packages: packages.value,
    nowSeconds: Math.floor(now.getTime() / 1000),
    dismissedToday: isDismissedToday('noticeBanner', user.AdminUserId, now),
    freeTrialDays: FREE_TRIAL_DAYS,
  });
  if (!notice) return null;
  const { message, link, to } = text(notice, t);
  return (
    <div role={notice.tone === 'info' ? 'status' : 'alert'} data-notice={notice.kind} className={`border-b ${tones[notice.tone]}`}>
      <div className="mx-auto flex max-w-[1600px] items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {message}{' '}
          <Link href={to} className="font-semibold underline underline-offset-2">
            {link}
          </Link>
        </p>
        <button
          type="button"
          className="rounded px-2 py-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
          aria-label={t('notice.close')}
          onClick={() => {
            dismissForToday('noticeBanner', user.AdminUserId, new Date());
            setClosed((n) => n + 1);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
