/** Texts of the MMS sending page, in English; the Chinese texts are in `sending.zh.ts` (same keys), loaded only for Chinese readers. */
export const sendingTexts = {
  en: {
    title: 'Send MMS',
    description: 'Send a passed MMS template (subject, image and text) to up to 100,000 numbers now or at a scheduled time.',
    mms: {
      title: 'Message',
      template: 'MMS template',
      templateHint: 'Only templates that passed review can be sent.',
      choose: 'Choose a template',
      chooseCountry: 'Choose a country',
      none: 'You have no passed MMS template yet.',
      newTemplate: 'New MMS template',
      subject: 'Subject',
      text: 'Text',
      image: 'Image of the template',
      variable: 'Variable {{n}}',
      senderId: 'Sender ID (optional)',
      senderIdHint: '3-11 letters or digits.',
      taskName: 'Task name (optional)',
      country: 'Country of numbers without a country code',
      loadFailed: 'Your templates could not be loaded.',
    },
    queued: 'Saved offline - your MMS will be sent when you are back online.',
    estimate: {
      unitsPerMessage: 'Messages per recipient',
      unitsTotal: 'Messages in total',
      balance: 'SMS balance (MMS is charged from it)',
      short: 'Your SMS wallet is {{amount}} short of the estimate. Top up before sending.',
    },
    confirm: {
      units: 'Messages',
      hold: 'The estimated cost is held on your SMS wallet; you are charged for messages the carriers accept and the rest is released.',
    },
    error: {
      senderId: 'Sender ID must be 3-11 letters or digits',
      trialContent: 'Trial accounts can send only the default test content to verified numbers',
    },
  },
};
