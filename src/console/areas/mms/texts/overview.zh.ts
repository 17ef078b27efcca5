/** The Chinese texts of `overview.ts` (same keys). */
export const overviewTextsZh = {
  counts: { segments: '彩信条数' },
  wallet: {
    title: '短信钱包（彩信从中扣费）',
    low: '彩信从短信余额扣费，该余额为零，充值前无法发送。',
  },
  empty: { step1: '创建包含主题、图片和文字的模板，模板需审核后使用。' },
};
