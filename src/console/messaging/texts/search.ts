/** Default texts of the messaging core's search page, in English; the Chinese texts are in `search.zh.ts` (same keys), loaded only for Chinese readers. */
export const searchTexts = {
  en: {
    title: 'Message lookup',
    intro: 'Find the messages sent to one phone number on a day, or within a few days.',
    phone: 'Phone number',
    phoneHint: 'With the country code, digits only, e.g. 14155550199',
    sendDate: 'Send date',
    search: 'Search',
    start: 'Enter a phone number and the send date to look a message up.',
    results: 'Results',
    found_one: '{{total}} message to {{phone}}',
    found_other: '{{total}} messages to {{phone}}',
    empty: 'No message was sent to {{phone}} on the chosen days.',
    fixFilters: 'Correct the phone number or the dates to search.',
    failed: 'The lookup failed.',
    messageTo: 'Message to {{phone}}',
    openTask: 'Open task',
  },
};
