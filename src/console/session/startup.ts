import { SUBSCRIPTION_RECORDS_PAGE_SIZE } from '../../contract/constants';
import { NetworkError } from './actionErrors';
import { readAction } from './callAction';
import { saveUserInfo } from './credentials';
import { expireSession } from './expireSession';
import { buyRecords, countries, newReplyCount, onReferenceDataWanted, packages, sessionLoadFailed, signedIn, timeZones, unreadNotifications, userInfo } from './sessionState';

let referenceLoad: Promise<void> | null = null;

/** Reference data (sign-up, the profile, the sending form, …): both lists, one load at a time. */
export function loadReferenceData(): Promise<void> {
  referenceLoad ??= (async () => {
    const [c, z] = await Promise.allSettled([readAction('GetCountryCodeList', {}), readAction('GetTimeZones', {})]);
    if (c.status === 'fulfilled') countries.value = c.value.Countries;
    if (z.status === 'fulfilled') timeZones.value = z.value.TimeZones;
  })().finally(() => {
    referenceLoad = null;
  });
  return referenceLoad;
}

/** Whether a component has read one of the lists in this page's life (none does on sign-in or the dashboard). */
let referenceDataWanted = false;

/**
 * Loads the lists if a component has read them and one is still empty (its load failed, e.g.
 * offline). The offline layer calls it when it starts and on `online`; a page that never showed
 * the lists does not fetch them here (the offline layer's prefetch keeps its own copy).
 */
export function reloadWantedReferenceData(): void {
  if (referenceDataWanted && (countries.peek().length === 0 || timeZones.peek().length === 0)) void loadReferenceData();
}

// A component reading a list that is still empty loads both.
onReferenceDataWanted(() => {
  referenceDataWanted = true;
  reloadWantedReferenceData();
});

/** Re-reads the subscription records and packages (after a purchase, for instance). */
export async function refreshSubscriptions(): Promise<void> {
  const [records, pkgs] = await Promise.all([
    readAction('DescribeSubscriptionBuyRecord', {
      NumPerPage: SUBSCRIPTION_RECORDS_PAGE_SIZE,
      OrderBy: 'CreateTime',
      OrderType: 'desc',
    }),
    readAction('DescribeSubscriptionPackage', {}),
  ]);
  buyRecords.value = records.Records;
  packages.value = pkgs.Packages;
}

/** The top bar's counts: new ticket replies (GetNewReplyList) and unread notifications. */
export async function refreshBadges(): Promise<void> {
  const [replies, notes] = await Promise.allSettled([readAction('GetNewReplyList', {}), readAction('DescribeNotifications', { UnreadOnly: true, Offset: 0, Limit: 1 })]);
  // A failure already showed its toast; the badge keeps its last count.
  if (replies.status === 'fulfilled') newReplyCount.value = replies.value.Total;
  if (notes.status === 'fulfilled') unreadNotifications.value = notes.value.Unread;
}

/**
 * Start-up of a signed-in session (spec 000 §4): user info, subscription records and packages.
 * A failed GetUserInfo ends the session.
 */
export async function loadSession(): Promise<void> {
  if (!signedIn.value) return;
  try {
    const info = await readAction('GetUserInfo', {});
    userInfo.value = info;
    saveUserInfo(info);
  } catch (err) {
    // No answer at all (offline, e.g. an installed app opened in a tunnel): keep the stored user
    // and session; only an answer from the gateway refusing GetUserInfo ends the session.
    if (err instanceof NetworkError) {
      sessionLoadFailed.value = true;
      return;
    }
    expireSession();
    return;
  }
  sessionLoadFailed.value = false;
  const [subs] = await Promise.allSettled([refreshSubscriptions(), refreshBadges()]);
  if (subs.status === 'rejected') sessionLoadFailed.value = true;
}
