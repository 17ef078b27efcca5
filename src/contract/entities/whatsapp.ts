import { z } from 'zod';
import { WhatsAppTemplateButton, WhatsAppTemplateHeader } from '../whatsapp/templateRules';
import { WhatsAppConversationTypes } from '../whatsapp/conversationPrices';
import { SmsTask } from './sms';
import { WhatsAppNumberStatuses, WhatsAppQualityRatings, WhatsAppTemplateCategories, WhatsAppTemplateStatuses, WhatsAppTiers } from '../whatsapp/whatsappConstants';

const int = () => z.number().int();

/** A WhatsApp business phone number (spec 001 §3) as the provider last reported it. Times are unix seconds. */
export const WhatsAppNumber = z.object({
  PhoneNumberId: z.string(),
  WabaId: z.string(),
  DisplayPhoneNumber: z.string(),
  DisplayName: z.string(),
  QualityRating: z.enum(WhatsAppQualityRatings),
  MessagingLimitTier: z.enum(WhatsAppTiers),
  /** Business-initiated conversations per 24 h of the tier; null: unlimited. */
  TierLimit: int().nullable(),
  Status: z.enum(WhatsAppNumberStatuses),
  SyncTime: int(),
});
export type WhatsAppNumber = z.infer<typeof WhatsAppNumber>;

/** A WhatsApp message template of the caller's business account. */
export const WhatsAppTemplate = z.object({
  TemplateId: z.string(),
  WabaId: z.string(),
  Name: z.string(),
  Language: z.string(),
  Category: z.enum(WhatsAppTemplateCategories),
  Status: z.enum(WhatsAppTemplateStatuses),
  Header: WhatsAppTemplateHeader.nullable(),
  Body: z.string(),
  BodySamples: z.array(z.string()),
  Footer: z.string(),
  Buttons: z.array(WhatsAppTemplateButton),
  CodeExpiryMinutes: int().nullable(),
  /** The provider's reason for a rejection, pause or disabling ('' when none). */
  Reason: z.string(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type WhatsAppTemplate = z.infer<typeof WhatsAppTemplate>;

/**
 * A WhatsApp send task: an SMS task's fields and counts (Segments: one per message) plus the
 * business number it goes from, what it sends (a template with its language, or a free-form
 * reply), the conversation type it is priced as, and — while the number's messaging limit holds
 * it back — why and until when it waits (WaitReason 'TIER_LIMIT', WaitUntil unix seconds).
 */
export const WhatsAppTask = SmsTask.extend({
  PhoneNumberId: z.string(),
  Kind: z.enum(['template', 'text']),
  TemplateName: z.string(),
  Language: z.string(),
  ConversationType: z.enum(WhatsAppConversationTypes),
  WaitReason: z.string().nullable(),
  WaitUntil: int().nullable(),
});
export type WhatsAppTask = z.infer<typeof WhatsAppTask>;

/** Sends of one conversation type in a range: messages, how far they got, and their cost (10000 per unit). */
export const WhatsAppConversationCounts = z.object({ ConversationType: z.enum(WhatsAppConversationTypes), Messages: int(), Delivered: int(), Read: int(), Failed: int(), Cost: int() });
export type WhatsAppConversationCounts = z.infer<typeof WhatsAppConversationCounts>;

/** A customer's conversation with the business: the last message they sent and whether the 24-hour window is open (WindowEnd unix seconds, null when closed). */
export const WhatsAppConversation = z.object({ PhoneNumber: z.string(), LastMessage: z.string(), LastMessageTime: int(), WindowEnd: int().nullable() });
export type WhatsAppConversation = z.infer<typeof WhatsAppConversation>;
