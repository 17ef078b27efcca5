/** The Chinese texts of `taskActions.ts` (same keys). */
export const taskActionTextsZh = {
  retry_one: '重试 {{count}} 个失败号码',
  retry_other: '重试 {{count}} 个失败号码',
  retryTitle: '重新发送失败的号码？',
  retryBody_one: '将新建一个任务，以相同的发送方向 {{recipients}} 个发送失败的号码发送相同内容。仍在等待结果或已送达的号码不会再次发送。',
  retryBody_other: '将新建一个任务，以相同的发送方向 {{recipients}} 个发送失败的号码发送相同内容。仍在等待结果或已送达的号码不会再次发送。',
  retryRecipients: '待重试号码',
  retryNote: '预估费用现在冻结，和普通发送一样按运营商接受的每条{{channel}}扣费。',
  retryConfirm: '重新发送',
  retryNone: '没有可重试的失败号码：此任务的失败号码都已重新发送过。',
  retryLoadFailed: '无法统计待重试的号码。',
  retryQueued: '已离线保存：恢复联网后将发送重试。',
  retryOf: '任务 {{taskId}} 的重试',
  duplicateTask: '复制',
};
