import { isEmail } from '../validation/rules';

/** Contacts added in one call (spec 001 §5: "Up to 500 contacts can be added at a time"). */
export const CONTACTS_ADD_MAX = 500;
/** Contacts deleted, or added to or removed from a group, in one call. */
export const CONTACTS_BATCH_MAX = 500;
/** Groups deleted in one call. */
export const GROUPS_BATCH_MAX = 100;
/** Longest group name. */
export const GROUP_NAME_MAX = 64;
/** Longest tag name (like a task's tags). */
export const TAG_NAME_MAX = 32;
/** Tags named in one call; most tags per account. */
export const TAGS_BATCH_MAX = 20;
export const TAGS_PER_ACCOUNT_MAX = 500;
/** Longest first or last name. */
export const CONTACT_NAME_MAX = 64;

/** The audience area's own rule texts (spec 001 §5), verbatim English; the console translates them. */
export const AudienceText = {
  /** Spec 001 §5: "Every contact needs an email, phone or WhatsApp." */
  ContactAddressRequired: 'Every contact needs an email, phone or WhatsApp',
} as const;

/** Characters a typed phone or WhatsApp number may hold before it is checked per country (digits, +, spaces, brackets, dots, dashes). */
const LOOSE_PHONE_RE = /^\+?[\d\s().-]{3,32}$/;

/** A rough shape check the console can run without phone metadata; the gateway checks the number per country. */
export function looksLikePhone(value: string): boolean {
  return LOOSE_PHONE_RE.test(value) && /\d{3}/.test(value.replace(/\D/g, ''));
}

/** A contact's addresses as typed: one of them must be given. */
export function hasContactAddress(c: { Email?: string; Phone?: string; WhatsApp?: string }): boolean {
  return Boolean(c.Email?.trim() || c.Phone?.trim() || c.WhatsApp?.trim());
}

/** An e-mail field that may be empty. */
export function isOptionalEmail(value: string): boolean {
  return value === '' || isEmail(value);
}
