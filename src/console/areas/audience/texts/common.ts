/** Texts every audience page shares (English). */
export const commonTexts = {
  en: {
    addressRequired: 'Every contact needs an email, phone or WhatsApp',
    cancel: 'Cancel',
    save: 'Save',
    search: 'Search',
    filters: 'Filters',
    keyword: 'Search',
    edit: 'Edit',
    delete: 'Delete',
    actions: 'Actions',
    created: 'Created',
    offlineCopy: 'You are offline: this is the list as it was last loaded.',
  },
};
