import { z } from 'zod';
import { defineAction } from '../action';
import { emailField } from '../validation/fields';

/** At most this many notification addresses per account. */
export const NOTIFICATION_EMAILS_MAX = 5;

const NotificationEmails = z.object({
  /** The addresses set on the settings page, in their order; empty = the account's own address. */
  Emails: z.array(z.string()),
  /** Where notification e-mails go now: Emails, or the account's address when there are none. */
  Recipients: z.array(z.string()),
});

/** Notification e-mail addresses (settings page): where the low-balance alarm and ticket replies are e-mailed. */
export const notificationEmailActions = {
  GetNotificationEmails: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The addresses notification e-mails (low-balance alarm, replies on tickets) go to; none set = the account\'s own address.',
    params: z.object({}),
    result: NotificationEmails,
  }),
  UpdateNotificationEmails: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Set the notification addresses (up to ${NOTIFICATION_EMAILS_MAX}, each once; an empty list sends notifications to the account's own address again).`,
    params: z.object({
      Emails: z
        .array(emailField)
        .max(NOTIFICATION_EMAILS_MAX, { error: `Up to ${NOTIFICATION_EMAILS_MAX} addresses` })
        .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, { error: 'lists an address twice' }),
    }),
    result: NotificationEmails,
    invalidates: ['GetNotificationEmails', 'GetBalanceAlarm'],
    title: 'Notification e-mail addresses',
    titleZh: '通知邮箱',
  }),
} as const;
