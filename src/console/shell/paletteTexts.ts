import type { AreaTexts } from '../i18n/areaTexts';

/** Texts of the command palette (loaded with its chunk; Chinese in paletteTexts.zh.ts). */
export const paletteEn = {
  title: 'Command palette',
  placeholder: 'Search pages, tasks, templates, contacts or run a command',
  open: 'Search',
  shortcut: 'Ctrl K',
  empty: 'Nothing matches “{{query}}”.',
  searching: 'Searching…',
  searchFailed: 'Tasks and templates could not be searched.',
  groups: { commands: 'Commands', pages: 'Pages', results: 'Tasks and templates' },
  kinds: { smsTask: 'SMS task', smsTemplate: 'SMS template', smsConversation: 'SMS conversation', contact: 'Contact' },
  commands: {
    newSms: 'New SMS',
    newTemplate: 'New SMS template',
    language: 'Switch language to {{language}}',
    themeDark: 'Switch to the dark theme',
    themeLight: 'Switch to the light theme',
  },
};

export const paletteTexts: AreaTexts = {
  ns: 'palette',
  en: paletteEn,
  zh: async () => (await import('./paletteTexts.zh')).paletteZh,
};
