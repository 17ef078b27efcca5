/** The Chinese texts of `sendingCopy.ts` (same keys). */
export const sendingCopyTextsZh = {
  copyLoading: '正在载入任务 {{taskId}} 的副本…',
  copyOf: '任务 {{taskId}} 的副本：请检查号码、内容和发送方，选择发送时间后再发送。确认之前不会发送任何{{channel}}。',
  copyFailed: '无法复制任务 {{taskId}}。',
};
