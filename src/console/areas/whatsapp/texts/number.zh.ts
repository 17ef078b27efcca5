import type { numberTexts } from './number';

export const numberTextsZh: typeof numberTexts = {
  title: '号码',
  description: '您的 WhatsApp Business 电话号码：客户看到的显示名称、近 7 天的质量评级，以及每个号码每 24 小时可发起的商业会话数。',
  heading: '电话号码',
  caption: 'WhatsApp Business 电话号码',
  account: '商业账户 {{id}}',
  field: { displayName: '显示名称', phone: '电话号码', quality: '质量评级（7 天）', tier: '消息限额', status: '状态', synced: '更新时间' },
  stale: '无法连接 WhatsApp：以下为上次读取的号码。',
  empty: '此商业账户中没有电话号码。',
  loadFailed: '号码加载失败。',
  qualityNote: '客户屏蔽或举报您的消息会降低质量；红色评级可能降低消息限额。',
};
