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
      title: 'Call records',
      intro: 'Every call placed, newest first, with its call and receipt time, called and billing duration, result and remark. The filters stay in the address, so a filtered view can be reloaded and shared.',
      col: { segments: 'Minutes', sender: 'Call-out number', submitTime: 'Call time', result: 'Receipt result', submitStatus: 'Call status', calledDuration: 'Called duration', billingDuration: 'Billing duration', remark: 'Remark' },
      seconds: '{{n}} s',
      notPlaced: 'Not placed: {{code}}',
      remark: { ANSWERED: 'Answered', NO_ANSWER: 'No answer', BUSY: 'Line busy', REJECTED: 'Call rejected', UNKNOWN: 'Result unknown', NO_RECEIPT: 'No result from the carrier', OPTED_OUT: 'The number opted out', SUBMIT_UNCONFIRMED: 'Not confirmed by the carrier' },
    },
    overview: {
      send: 'Start voice calls',
      counts: { submitted: 'Called', success: 'Answered', fail: 'Not answered', submitFail: 'Not placed', segments: 'Minutes', successRateHint: 'Answered out of called' },
      recent: { delivered: 'Answered', caption: 'The latest voice tasks', empty: 'No voice tasks yet.', all: 'All call records' },
      empty: { title: 'Start your first voice calls', step1: 'Upload an audio file or write a text to speak, and make a voice template of it; it is reviewed before use.', step2: 'Call one number or up to 100,000 at once, now or at a scheduled time.' },
      quick: { send: 'Start voice calls', sendHint: 'Call now or schedule a task', templatesHint: 'Create and manage voice templates', records: 'Call records', recordsHint: 'Every call and its receipt' },
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
