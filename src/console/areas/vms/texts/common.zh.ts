/** Texts every voice page shares (Chinese). */
export const commonTextsZh = {
  file: { processing: '处理中', success: '成功', failed: '失败' },
};
