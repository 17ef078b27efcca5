import { computed, signal } from '@preact/signals-react';
import type { Country, TimeZone } from '../../contract/entities/reference';
import type { SubscriptionBuyRecord, SubscriptionPackage } from '../../contract/entities/subscription';
import type { UserInfo } from '../../contract/entities/user';
import { readCredentials, readStoredUserInfo } from './credentials';

/** Whether tokens are stored; flipped by sign-in, sign-out and session expiry. */
export const signedIn = signal<boolean>(readCredentials() !== null);
/** GetUserInfo of the signed-in user (the stored copy until start-up refreshes it). */
export const userInfo = signal<UserInfo | null>(signedIn.value ? readStoredUserInfo() : null);
/** DescribeSubscriptionBuyRecord, newest first; null until loaded. */
export const buyRecords = signal<SubscriptionBuyRecord[] | null>(null);
/** DescribeSubscriptionPackage; null until loaded. */
export const packages = signal<SubscriptionPackage[] | null>(null);
/**
 * Reference data (GetCountryCodeList, GetTimeZones), about 50 KB: loaded when a component first
 * reads one of the lists (the signal's `watched`), not at start-up, so the pages that never show
 * them (sign-in, the dashboard) neither fetch nor parse them while they start. The signed-in
 * offline layer also loads them once it runs (startOffline.ts).
 */
let wantReferenceData: () => void = () => undefined;
/** startup.ts says how the lists load (kept here to avoid an import cycle). */
export function onReferenceDataWanted(load: () => void): void {
  wantReferenceData = load;
}
export const countries = signal<Country[]>([], { watched: () => wantReferenceData() });
export const timeZones = signal<TimeZone[]>([], { watched: () => wantReferenceData() });
/** GetNewReplyList Total: the work-order badge. */
export const newReplyCount = signal<number>(0);
/** Unread notifications of the notification centre (the top bar's bell). */
export const unreadNotifications = signal<number>(0);

/** The subscription records or packages could not be loaded (the shell offers a retry). */
export const sessionLoadFailed = signal<boolean>(false);

/** True once user info and subscription records are known, so gates can be decided. */
export const accessReady = computed(() => userInfo.value !== null && buyRecords.value !== null);

export function resetSessionState(): void {
  signedIn.value = false;
  userInfo.value = null;
  buyRecords.value = null;
  packages.value = null;
  newReplyCount.value = 0;
  unreadNotifications.value = 0;
  sessionLoadFailed.value = false;
}
