/** Where the MMS overview differs from the messaging core's (MMS is counted per message and charged from the SMS wallet); Chinese in `overview.zh.ts`. */
export const overviewTexts = {
  en: {
    counts: { segments: 'Messages' },
    wallet: {
      title: 'SMS wallet (MMS is charged from it)',
      low: 'Your SMS balance, which MMS is charged from, is empty. Sends are refused until it is topped up.',
    },
    empty: { step1: 'Create a template with a subject, an image and a text; it is reviewed before use.' },
  },
};
