/** /whatsapp/number */
export const numberTexts = {
  title: 'Numbers',
  description: 'Your WhatsApp Business phone numbers: the display name customers see, the quality rating of the last 7 days and how many business-initiated conversations each may start per 24 hours.',
  heading: 'Phone numbers',
  caption: 'WhatsApp Business phone numbers',
  account: 'Business account {{id}}',
  field: { displayName: 'Display name', phone: 'Phone number', quality: 'Quality rating (7 days)', tier: 'Messaging limit', status: 'Status', synced: 'Updated' },
  stale: 'WhatsApp could not be reached: these are the numbers as last read.',
  empty: 'No phone numbers in this business account.',
  loadFailed: 'The numbers could not be loaded.',
  qualityNote: 'Quality falls when customers block or report your messages; a red rating can lower the messaging limit.',
};
