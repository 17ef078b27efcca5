/** The Chinese texts of `common.ts` (same keys). */
export const commonTextsZh = {
  domain: { unverified: '未验证', passed: '已通过', failed: '失败' },
  sender: { disabled: '已停用', enabled: '已启用', deleted: '已删除' },
};
