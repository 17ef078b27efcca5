/** Texts of the sending page opened as a copy of a task (merged into `sms.sending.*`); Chinese in `sendingCopy.zh.ts`. */
export const sendingCopyTexts = {
  en: {
    copyLoading: 'Loading a copy of task {{taskId}}…',
    copyOf: 'A copy of task {{taskId}}: check the numbers, content and sender, choose when to send, then send. Nothing is sent until you confirm.',
    copyFailed: 'Task {{taskId}} could not be copied.',
  },
};
