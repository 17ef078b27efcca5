import { WhatsAppTemplateText } from '../../../../contract/whatsapp/templateRules';

/** Texts the WhatsApp pages share: states, quality, tiers, categories and the template rules' messages. */
export const commonTexts = {
  status: {
    template: {
      APPROVED: 'Approved',
      PENDING: 'Pending review',
      PENDING_DELETION: 'Pending deletion',
      DISABLED: 'Disabled',
      IN_APPEAL: 'In appeal',
      REJECTED: 'Rejected',
      DELETED: 'Deleted',
      PAUSED: 'Paused',
      LIMIT_EXCEEDED: 'Limit exceeded',
    },
    number: {
      PENDING: 'Pending',
      DELETED: 'Deleted',
      MIGRATED: 'Migrated',
      BANNED: 'Banned',
      RESTRICTED: 'Restricted',
      RATE_LIMITED: 'Rate limited',
      FLAGGED: 'Flagged',
      CONNECTED: 'Connected',
      DISCONNECTED: 'Disconnected',
      UNKNOWN: 'Unknown',
      UNVERIFIED: 'Unverified',
    },
  },
  quality: { GREEN: 'High (green)', YELLOW: 'Medium (yellow)', RED: 'Low (red)', UNKNOWN: 'Unknown' },
  tier: {
    TIER_50: '50 per 24 h',
    TIER_250: '250 per 24 h',
    TIER_1K: '1K per 24 h',
    TIER_10K: '10K per 24 h',
    TIER_100K: '100K per 24 h',
    TIER_UNLIMITED: 'Unlimited per 24 h',
  },
  category: { MARKETING: 'Marketing', UTILITY: 'Utility', AUTHENTICATION: 'Authentication' },
  /** The contract's rule messages, with the two that carry a value as i18next parameters. */
  rule: {
    ...(WhatsAppTemplateText as Record<keyof typeof WhatsAppTemplateText, string>),
    HeaderOneVariable: 'The header may contain at most one variable, {{variable}}',
    ButtonCap: 'The button count is capped at {{cap}}',
    CategoryRequired: 'Category is required',
  },

  /** The provider's reasons for a rejection, pause or disabling (others are shown as WhatsApp gives them). */
  reason: {
    ABUSIVE_CONTENT: 'Abusive content',
    INVALID_FORMAT: 'Invalid format',
    PROMOTIONAL: 'Promotional content in a utility template',
    TAG_CONTENT_MISMATCH: 'The content does not match the category',
    INCORRECT_CATEGORY: 'Incorrect category',
    SCAM: 'Suspected scam',
    LOW_QUALITY: 'Low quality: customers blocked or reported it',
  },
  notConnected: 'No WhatsApp Business account is connected to this account yet.',
};
