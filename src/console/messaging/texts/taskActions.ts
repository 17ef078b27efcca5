/**
 * Texts of the task page's retry and copy actions, in English (merged into `sms.task.*`); the
 * Chinese texts are in `taskActions.zh.ts` (same keys).
 */
export const taskActionTexts = {
  en: {
    retry_one: 'Retry {{count}} failed number',
    retry_other: 'Retry {{count}} failed numbers',
    retryTitle: 'Send the failed numbers again?',
    retryBody_one: 'A new task sends the same content from the same sender to {{recipients}} number whose message failed. Numbers still pending or already delivered are not sent again.',
    retryBody_other:
      'A new task sends the same content from the same sender to {{recipients}} numbers whose message failed. Numbers still pending or already delivered are not sent again.',
    retryRecipients: 'Numbers to retry',
    retryNote: 'The estimate is held now and charged per message the carrier accepts, like any send.',
    retryConfirm: 'Send again',
    retryNone: 'There are no failed numbers left to retry: every failed number of this task has already been sent again.',
    retryLoadFailed: 'The numbers to retry could not be counted.',
    retryQueued: 'Saved offline: the retry will be sent when you are back online.',
    retryOf: 'Retry of task {{taskId}}',
    duplicateTask: 'Duplicate',
  },
};
