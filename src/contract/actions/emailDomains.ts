import { z } from 'zod';
import { defineAction } from '../action';
import { EMAIL_DOMAINS_PER_ACCOUNT_MAX, EmailDomainType, EmailDomainStatus, cleanDomain, domainProblem, trackingPrefixProblem } from '../email/emailDomainRules';
import { EmailDomain } from '../entities/email';
import { requiredString } from '../validation/fields';

const int = () => z.number().int();
const domainId = requiredString('DomainId is required', 32);
const domainType = z.union([z.literal(EmailDomainType.Trigger), z.literal(EmailDomainType.Batch)], { error: 'Type must be 1 (trigger) or 2 (batch)' });
const domainName = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? 'Domain is required' : 'must be a string') })
  .max(300, { error: 'Domain is too long' })
  .transform(cleanDomain)
  .superRefine((v, ctx) => {
    const problem = domainProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const trackingPrefix = z
  .string({ error: 'must be a string' })
  .trim()
  .max(100)
  .superRefine((v, ctx) => {
    const problem = trackingPrefixProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Sending domains (issue 13, /email/setting): DNS records for SPF, DKIM, DMARC and MX, checked by real DNS lookups. */
export const emailDomainActions = {
  QueryUEmailDomain: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s sending domains, newest first, with the DNS records to publish and the result of the last check; Status filters.',
    params: z.object({ Status: int().optional(), Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(50) }),
    result: z.object({ Total: int(), Domains: z.array(EmailDomain) }),
  }),
  CreateUEmailDomain: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Add a sending domain (letters, digits and hyphen; Type 1 trigger or 2 batch): a 2048-bit RSA DKIM key pair is generated for it, the private key kept by the gateway. Unverified until checked; at most ${EMAIL_DOMAINS_PER_ACCOUNT_MAX} domains per account.`,
    params: z.object({ Domain: domainName, Type: domainType, TrackingPrefix: trackingPrefix.default('') }),
    result: EmailDomain,
    invalidates: ['QueryUEmailDomain'],
    title: 'New sending domain {Domain}',
    titleZh: '新建发信域名 {Domain}',
  }),
  UpdateUEmailDomain: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a domain\'s Type or tracking prefix. A domain once verified that now fails cannot be edited.',
    params: z.object({ DomainId: domainId, Type: domainType, TrackingPrefix: trackingPrefix.default('') }),
    result: EmailDomain,
    invalidates: ['QueryUEmailDomain'],
    lane: 'DomainId',
    title: 'Sending domain settings',
    titleZh: '发信域名设置',
  }),
  VerifyUEmailDomain: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Look up the domain's SPF, DKIM, DMARC and MX records in DNS now: Passed (${EmailDomainStatus.Passed}) when all four are published as shown, else Failed (${EmailDomainStatus.Failed}) naming each record's result. A lookup that cannot be made (DNS unreachable) changes nothing. DNS changes take 10-30 minutes to take effect.`,
    params: z.object({ DomainId: domainId }),
    result: EmailDomain,
    invalidates: ['QueryUEmailDomain', 'QueryUEmailSender'],
    lane: 'DomainId',
    offline: { queue: false, why: 'short-lived' },
    transaction: 'handler',
  }),
  DeleteUEmailDomain: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete sending domains with their DKIM keys; their senders become Deleted.',
    params: z.object({ DomainIds: z.array(domainId).min(1, { error: 'DomainIds is required' }).max(EMAIL_DOMAINS_PER_ACCOUNT_MAX) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryUEmailDomain', 'QueryUEmailSender'],
    title: 'Delete sending domains ({#DomainIds})',
    titleZh: '删除发信域名（{#DomainIds} 个）',
  }),
};
