import { ChannelId } from '../constants';
import type { StatusTone } from '../display/subscriptionStatus';

/** The WhatsApp channel's id (spec 000 §10, 001 §4). */
export const WHATSAPP_CHANNEL_ID = ChannelId.WhatsApp;

/** Review states of a WhatsApp template (spec 001 §4), as the Graph API names them. */
export const WhatsAppTemplateStatuses = ['APPROVED', 'PENDING', 'PENDING_DELETION', 'DISABLED', 'IN_APPEAL', 'REJECTED', 'DELETED', 'PAUSED', 'LIMIT_EXCEEDED'] as const;
export type WhatsAppTemplateStatus = (typeof WhatsAppTemplateStatuses)[number];

/** States of a WhatsApp business phone number (spec 001 §4). */
export const WhatsAppNumberStatuses = ['PENDING', 'DELETED', 'MIGRATED', 'BANNED', 'RESTRICTED', 'RATE_LIMITED', 'FLAGGED', 'CONNECTED', 'DISCONNECTED', 'UNKNOWN', 'UNVERIFIED'] as const;
export type WhatsAppNumberStatus = (typeof WhatsAppNumberStatuses)[number];

/** Quality rating of a number, based on the last 7 days (spec 001 §4). */
export const WhatsAppQualityRatings = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;
export type WhatsAppQualityRating = (typeof WhatsAppQualityRatings)[number];

/** Messaging-limit tiers: business-initiated conversations per 24 hours (spec 001 §4). */
export const WhatsAppTiers = ['TIER_50', 'TIER_250', 'TIER_1K', 'TIER_10K', 'TIER_100K', 'TIER_UNLIMITED'] as const;
export type WhatsAppTier = (typeof WhatsAppTiers)[number];
/** Each tier's limit per 24 h; null is unlimited. */
export const whatsappTierLimit: Record<WhatsAppTier, number | null> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
};

/** Template categories (spec 001 §4). */
export const WhatsAppTemplateCategories = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export type WhatsAppTemplateCategory = (typeof WhatsAppTemplateCategories)[number];

type Display = { textKey: string; tone: StatusTone };

export const whatsappTemplateStatusDisplay: Record<WhatsAppTemplateStatus, Display> = {
  APPROVED: { textKey: 'whatsapp.status.template.APPROVED', tone: 'success' },
  PENDING: { textKey: 'whatsapp.status.template.PENDING', tone: 'warning' },
  PENDING_DELETION: { textKey: 'whatsapp.status.template.PENDING_DELETION', tone: 'neutral' },
  DISABLED: { textKey: 'whatsapp.status.template.DISABLED', tone: 'neutral' },
  IN_APPEAL: { textKey: 'whatsapp.status.template.IN_APPEAL', tone: 'warning' },
  REJECTED: { textKey: 'whatsapp.status.template.REJECTED', tone: 'error' },
  DELETED: { textKey: 'whatsapp.status.template.DELETED', tone: 'neutral' },
  PAUSED: { textKey: 'whatsapp.status.template.PAUSED', tone: 'warning' },
  LIMIT_EXCEEDED: { textKey: 'whatsapp.status.template.LIMIT_EXCEEDED', tone: 'error' },
};

export const whatsappNumberStatusDisplay: Record<WhatsAppNumberStatus, Display> = {
  PENDING: { textKey: 'whatsapp.status.number.PENDING', tone: 'warning' },
  DELETED: { textKey: 'whatsapp.status.number.DELETED', tone: 'neutral' },
  MIGRATED: { textKey: 'whatsapp.status.number.MIGRATED', tone: 'neutral' },
  BANNED: { textKey: 'whatsapp.status.number.BANNED', tone: 'error' },
  RESTRICTED: { textKey: 'whatsapp.status.number.RESTRICTED', tone: 'error' },
  RATE_LIMITED: { textKey: 'whatsapp.status.number.RATE_LIMITED', tone: 'warning' },
  FLAGGED: { textKey: 'whatsapp.status.number.FLAGGED', tone: 'warning' },
  CONNECTED: { textKey: 'whatsapp.status.number.CONNECTED', tone: 'success' },
  DISCONNECTED: { textKey: 'whatsapp.status.number.DISCONNECTED', tone: 'error' },
  UNKNOWN: { textKey: 'whatsapp.status.number.UNKNOWN', tone: 'neutral' },
  UNVERIFIED: { textKey: 'whatsapp.status.number.UNVERIFIED', tone: 'warning' },
};

export const whatsappQualityDisplay: Record<WhatsAppQualityRating, Display> = {
  GREEN: { textKey: 'whatsapp.quality.GREEN', tone: 'success' },
  YELLOW: { textKey: 'whatsapp.quality.YELLOW', tone: 'warning' },
  RED: { textKey: 'whatsapp.quality.RED', tone: 'error' },
  UNKNOWN: { textKey: 'whatsapp.quality.UNKNOWN', tone: 'neutral' },
};
