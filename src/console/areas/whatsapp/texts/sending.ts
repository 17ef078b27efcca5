/**
 * Where WhatsApp's core pages differ from the messaging core's texts (priced per message by
 * conversation type, charged from the main wallet, held back by the number's messaging limit),
 * and its sending form's and analytics' own texts; Chinese in `sending.zh.ts` (same keys).
 */
export const sendingTexts = {
  en: {
    overview: {
      counts: { segments: 'Messages' },
      wallet: {
        title: 'Main wallet (WhatsApp is charged from it)',
        low: 'Your main balance, which WhatsApp is charged from, is empty. Sends are refused until it is topped up.',
      },
      empty: { step1: 'Create a message template and wait for WhatsApp to approve it: only approved templates can start a conversation.' },
    },
    task: {
      segments: 'Messages',
      wait: {
        TIER_LIMIT: 'Waiting: your number reached its messaging limit (its tier\'s recipients per 24 hours). The rest is sent from {{time}}, when the 24-hour window moves on.',
      },
    },
    message: { col: { segments: 'Messages' } },
    sending: {
      title: 'Send WhatsApp',
      description: 'Send an approved template to up to 100,000 WhatsApp numbers now or at a scheduled time.',
      message: {
        title: 'Message',
        template: 'Approved template',
        templateHint: 'Only templates WhatsApp approved can start a conversation. Each message is priced by the template\'s conversation type and the recipient\'s country.',
        choose: 'Choose a template',
        none: 'You have no approved WhatsApp template yet.',
        newTemplate: 'New template',
        variable: 'Variable {{n}}',
        conversationType: 'Conversation type: {{type}}',
        conversation: 'Conversation type',
        number: 'Send from',
        chooseNumber: 'Choose a number',
        tier: 'Messaging limit: {{limit}} recipients per 24 hours; more wait for the next window.',
        tierUnlimited: 'Messaging limit: unlimited.',
        taskName: 'Task name (optional)',
        country: 'Country of numbers without a country code',
        chooseCountry: 'Choose a country',
        loadFailed: 'Your templates could not be loaded.',
      },
      queued: 'Saved offline - your messages will be sent when you are back online.',
      estimate: {
        unitsPerMessage: 'Messages per recipient',
        unitsTotal: 'Messages in total',
        balance: 'Main balance (WhatsApp is charged from it)',
        short: 'Your main wallet is {{amount}} short of the estimate. Top up before sending.',
      },
      confirm: {
        units: 'Messages',
        hold: 'The estimated cost is held on your main wallet; you are charged for messages WhatsApp accepts and the rest is released.',
      },
      error: { numberRequired: 'Choose the number to send from' },
    },
    analytics: {
      typesTitle: 'By conversation type',
      typesCaption: 'Messages by conversation type, {{from}} to {{to}}',
      typesSummary: '{{messages}} messages from {{from}} to {{to}}, charged {{cost}}.',
      typeTrend: 'Messages by conversation type over time',
      typeTrendSummary: 'Messages per period by conversation type ({{types}}) from {{from}} to {{to}}; the table has the numbers.',
      showTable: 'Show table',
      hideTable: 'Hide table',
      empty: 'No WhatsApp messages in this range.',
      loadFailed: 'The conversation types could not be loaded.',
      col: { type: 'Conversation type', period: 'Period', messages: 'Messages', delivered: 'Delivered', read: 'Read', failed: 'Failed', cost: 'Cost' },
      types: {
        'business-initiated': 'Business-initiated',
        'user-initiated': 'User-initiated',
        referral: 'Referral',
        utility: 'Utility',
        authentication: 'Authentication',
        marketing: 'Marketing',
        service: 'Service',
        free: 'Free',
      },
    },
  },
};
