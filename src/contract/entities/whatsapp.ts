import { z } from 'zod';
import { WhatsAppTemplateButton, WhatsAppTemplateHeader } from '../whatsapp/templateRules';
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
