import type { ActionDef } from '../action';
import { accountActions } from './account';
import { notificationActions } from './notification';
import { referenceActions } from './reference';
import { smsActions } from './sms';
import { subscriptionActions } from './subscription';
import { uploadActions } from './upload';

/** Each area's Actions; names must be unique across areas (checked by a test). */
export const actionAreas = {
  account: accountActions,
  notification: notificationActions,
  reference: referenceActions,
  sms: smsActions,
  subscription: subscriptionActions,
  upload: uploadActions,
} as const;

/** The one registry of Actions. */
export const actions = {
  ...accountActions,
  ...notificationActions,
  ...referenceActions,
  ...smsActions,
  ...subscriptionActions,
  ...uploadActions,
} as const;

export type Actions = typeof actions;
export type ActionName = keyof Actions;

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(actions, name);
}

export function getAction(name: ActionName): ActionDef {
  return actions[name] as ActionDef;
}
