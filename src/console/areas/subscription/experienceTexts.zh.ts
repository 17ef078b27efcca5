/** The Chinese texts of `experienceTexts.ts` (same keys); a chunk of its own, fetched only for Chinese readers. */
export const experienceTextsZh = {
  intro: '免费体验控制台 {{days}} 天，无需信用卡。',
  status: '您的试用',
  available: '您的 {{days}} 天免费试用已就绪。',
  running_other: '免费试用进行中：剩余 {{count}} 天，至 {{date}}。',
  used: '您的免费试用已于 {{date}} 结束，请选择套餐继续使用。',
  paid: '您正在使用付费套餐，套餐内的全部功能均可使用。',
  unavailable: '目前没有可用的免费试用。',
  seePlans: '比较套餐',
  rulesTitle: '试用说明',
  rule: {
    noCard: '免费 {{days}} 天，无需信用卡。',
    testContent: '账号升级前，消息只能使用默认测试内容，且只能发送到已验证的号码。',
    recipients: '测试发送最多 5 个手机号、邮箱或 Telegram 群组。',
    upgrade: '随时可通过绑定信用卡（冻结 10 美元，2 周内释放）或银行转账升级。',
  },
  includes: '试用包含',
};
