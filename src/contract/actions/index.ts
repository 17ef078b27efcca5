import type { ActionDef } from '../action';
import { accountActions } from './account';
import { billingActions } from './billing';
import { mmsActions } from './mms';
import { audienceActions } from './audience';
import { emailActions } from './email';
import { notificationActions } from './notification';
import { referenceActions } from './reference';
import { smsActions } from './sms';
import { socialProfileActions } from './socialProfile';
import { subscriptionActions } from './subscription';
import { ticketActions } from './ticket';
import { uploadActions } from './upload';
import { vmsActions } from './vms';
import { whatsappActions } from './whatsapp';
import { whatsappSendingActions } from './whatsappSending';

/** Each area's Actions; names must be unique across areas (checked by a test). */
export const actionAreas = {
  account: accountActions,
  billing: billingActions,
  audience: audienceActions,
  email: emailActions,
  notification: notificationActions,
  reference: referenceActions,
  sms: smsActions,
  mms: mmsActions,
  socialProfile: socialProfileActions,
  subscription: subscriptionActions,
  ticket: ticketActions,
  upload: uploadActions,
  vms: vmsActions,
  whatsapp: whatsappActions,
  whatsappSending: whatsappSendingActions,
} as const;

/** The one registry of Actions. */
export const actions = {
  ...accountActions,
  ...billingActions,
  ...audienceActions,
  ...emailActions,
  ...notificationActions,
  ...referenceActions,
  ...smsActions,
  ...mmsActions,
  ...socialProfileActions,
  ...subscriptionActions,
  ...ticketActions,
  ...uploadActions,
  ...vmsActions,
  ...whatsappActions,
  ...whatsappSendingActions,
} as const;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
/** A registry of any areas (the gateway, JSON Schema and build take one; tests add fixture areas). */
export type Registry = Readonly<Record<string, ActionDef>>;

/** The read Actions of the registry: the only names `invalidates` may list. */
export type ReadActionName = { [K in ActionName]: Actions[K]['kind'] extends 'read' ? K : never }[ActionName];
type Invalidated<K extends ActionName> = Actions[K] extends { readonly invalidates?: infer I } ? (I extends readonly (infer T)[] ? T : never) : never;
/** Names in some `invalidates` that are not read Actions: must be none (a typo fails the typecheck here). */
type NotReadInvalidated = { [K in ActionName]: Exclude<Invalidated<K>, ReadActionName> }[ActionName];
const invalidatesNameReads: [NotReadInvalidated] extends [never] ? true : { notReadActions: NotReadInvalidated } = true;
void invalidatesNameReads;

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(actions, name);
}

export function getAction(name: ActionName): ActionDef {
  return actions[name] as ActionDef;
}

/** Merges areas into one registry, refusing a name declared twice. */
export function composeRegistry(...areas: readonly Registry[]): Registry {
  const out: Record<string, ActionDef> = {};
  for (const area of areas) {
    for (const [name, def] of Object.entries(area)) {
      if (Object.prototype.hasOwnProperty.call(out, name)) throw new Error(`Action ${name} is declared twice`);
      out[name] = def;
    }
  }
  return out;
}
