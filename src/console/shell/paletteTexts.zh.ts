import type { paletteEn } from './paletteTexts';

/** The command palette's Chinese texts (same keys as paletteTexts.ts). */
export const paletteZh: typeof paletteEn = {
  title: '命令面板',
  placeholder: '搜索页面、任务、模板、联系人或执行命令',
  open: '搜索',
  shortcut: 'Ctrl K',
  empty: '没有与“{{query}}”匹配的结果。',
  searching: '正在搜索…',
  searchFailed: '无法搜索任务和模板。',
  groups: { commands: '命令', pages: '页面', results: '任务和模板' },
  kinds: { smsTask: '短信任务', smsTemplate: '短信模板', smsConversation: '短信会话', contact: '联系人' },
  commands: {
    newSms: '发送短信',
    newTemplate: '新建短信模板',
    language: '切换语言为{{language}}',
    themeDark: '切换到深色主题',
    themeLight: '切换到浅色主题',
  },
};
