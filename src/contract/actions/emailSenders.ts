import { z } from 'zod';
import { defineAction } from '../action';
import { EMAIL_SENDER_ALIAS_MAX, EMAIL_SENDERS_PER_ACCOUNT_MAX, EmailDomainText, EmailSenderStatus } from '../email/emailDomainRules';
import { EmailSender } from '../entities/email';
import { emailField, requiredString } from '../validation/fields';
import { hasForbiddenCharacters, ValidationText } from '../validation/rules';

const int = () => z.number().int();
const senderId = requiredString('SenderId is required', 32);
const alias = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? EmailDomainText.AliasRequired : 'must be a string') })
  .trim()
  .min(1, { error: EmailDomainText.AliasRequired })
  .max(EMAIL_SENDER_ALIAS_MAX, { error: EmailDomainText.AliasTooLong })
  .refine((v) => !hasForbiddenCharacters(v) && !/[\r\n<>]/.test(v), { error: ValidationText.ForbiddenCharacters });
const liveStatus = z.union([z.literal(EmailSenderStatus.Disabled), z.literal(EmailSenderStatus.Enabled)], { error: 'Status must be 0 (disabled) or 1 (enabled)' });

/** Senders (issue 13, /email/setting): a From Name and an address on one of the caller's verified domains. */
export const emailSenderActions = {
  QueryUEmailSender: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s senders, newest first; Status filters (without it, Deleted senders are left out).',
    params: z.object({ Status: int().optional(), DomainId: z.string().max(32).optional(), Offset: int().min(0).default(0), Limit: int().min(1).max(200).default(100) }),
    result: z.object({ Total: int(), Senders: z.array(EmailSender) }),
  }),
  CreateUEmailSender: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Add a sender (Alias is the From Name) whose address is on one of the caller's Passed domains; Enabled. At most ${EMAIL_SENDERS_PER_ACCOUNT_MAX} per account.`,
    params: z.object({ Alias: alias, Email: emailField.transform((v) => v.toLowerCase()) }),
    result: EmailSender,
    invalidates: ['QueryUEmailSender'],
    title: 'New sender {Email}',
    titleZh: '新建发件人 {Email}',
  }),
  UpdateUEmailSender: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a sender\'s From Name and switch it Enabled (1) or Disabled (0); a Deleted sender cannot be changed.',
    params: z.object({ SenderId: senderId, Alias: alias, Status: liveStatus }),
    result: EmailSender,
    invalidates: ['QueryUEmailSender'],
    lane: 'SenderId',
    title: 'Sender "{Alias}"',
    titleZh: '发件人“{Alias}”',
  }),
  DeleteUEmailSender: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Mark senders Deleted (kept for the records of mail they sent).',
    params: z.object({ SenderIds: z.array(senderId).min(1, { error: 'SenderIds is required' }).max(EMAIL_SENDERS_PER_ACCOUNT_MAX) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryUEmailSender'],
    title: 'Delete senders ({#SenderIds})',
    titleZh: '删除发件人（{#SenderIds} 个）',
  }),
};
