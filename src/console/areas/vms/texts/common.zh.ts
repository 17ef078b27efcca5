import { taskStatusTexts } from './channel';

/** Texts every voice page shares (Chinese). */
export const commonTextsZh = {
  file: { processing: '处理中', success: '成功', failed: '失败' },
  template: { uncommitted: '未提交', pendingReview: '待审核', inReview: '审核中', reject: '驳回', pass: '通过', disabled: '已停用' },
  task: taskStatusTexts.zh,
};
