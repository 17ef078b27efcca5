import { calendarDay } from '../lib/calendarDay';

/** "Closed for today" memory for the notice banner and the welcome dialog, per user and calendar day. */
export type Dismissible = 'noticeBanner' | 'welcomeDialog';

const keyOf = (what: Dismissible, userId: number) => `dismissed:${what}:${userId}`;

export function isDismissedToday(what: Dismissible, userId: number, now: Date): boolean {
  try {
    return localStorage.getItem(keyOf(what, userId)) === calendarDay(now);
  } catch {
    return false;
  }
}

export function dismissForToday(what: Dismissible, userId: number, now: Date): void {
  try {
    localStorage.setItem(keyOf(what, userId), calendarDay(now));
  } catch {
    /* storage unavailable: the notice comes back on the next visit */
  }
}
