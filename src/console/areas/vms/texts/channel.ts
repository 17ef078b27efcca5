/**
 * The voice texts of the messaging core's pages that read wrong with the core's defaults (a call is
 * not a message: minutes, answered calls, the call-out number, the voice wallet), and the twelve
 * task statuses; Chinese in `channel.zh.ts`.
 */
export const channelTexts = {
  en: {
    task: {
      segments: 'Minutes held',
      sender: 'Call-out number',
      senderDefault: 'Random',
      content: 'Spoken text or audio',
      progressText: '{{done}} of {{total}} calls ended ({{percent}}%)',
      submitted: 'Numbers to call',
      succeeded: 'Answered',
      failed: 'Not answered',
      submitFailed: 'Not placed',
      pending: 'Remaining',
      count: 'Calls',
      noStats: 'No calls yet.',
      costNote: 'The audio\'s started minutes are held for each call when the task is accepted; each call is charged by its billing duration (rounded up per started minute) and the rest is released when the task ends.',
    },
    message: {
      col: { segments: 'Minutes', sender: 'Call-out number', submitTime: 'Call time', result: 'Receipt result', submitStatus: 'Call status' },
    },
  },
};

/** Spec 001 §4 "Voice task status" (`vms.status.task.*`, contract/vms/voiceTask.ts). */
export const taskStatusTexts = {
  en: {
    pendingReview: 'Pending Review',
    waitSubmit: 'Wait Submit',
    submitting: 'Submitting',
    submitSuccess: 'Submit Success',
    failed: 'Failed',
    deleted: 'Deleted',
    reject: 'Reject',
    checking: 'Checking',
    cancel: 'Cancel',
    parsing: 'Parsing',
    parseFailure: 'Parse failure',
  },
  zh: {
    pendingReview: '待审核',
    waitSubmit: '等待提交',
    submitting: '提交中',
    submitSuccess: '提交成功',
    failed: '失败',
    deleted: '已删除',
    reject: '已驳回',
    checking: '检查中',
    cancel: '已取消',
    parsing: '解析中',
    parseFailure: '解析失败',
  },
};
