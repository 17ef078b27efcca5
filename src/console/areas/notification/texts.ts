/** Texts of the notification centre, in English; the Chinese texts are in `texts.zh.ts` (same keys), loaded only for Chinese readers. */
export const notificationTexts = {
  en: {
    intro: 'What happened on your account: finished tasks, reviews, exports, alarms and purchases. Kept for 90 days.',
    all: 'All',
    unread: 'Unread',
    show: 'Show',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    open: 'Open',
    new: 'New',
    empty: 'No notifications yet. They appear here when your tasks finish, templates are reviewed or exports are ready.',
    emptyUnread: 'You have read everything.',
    allRead: 'All notifications are marked as read.',
    listCaption: 'Notifications, newest first',
    col: { message: 'Notification', time: 'Time', actions: 'Actions' },
    kind: {
      SmsTaskFinished: 'SMS task “{{TaskName}}” finished: {{Succeeded}} of {{Total}} delivered, {{Failed}} failed, {{Unknown}} unknown.',
      SmsTaskFailed: 'SMS task “{{TaskName}}” failed: none of its {{Total}} messages was accepted by the carrier.',
      SmsExportReady: 'Your export “{{Name}}” is ready to download ({{Rows}} records).',
      SmsExportFailed: 'Your export “{{Name}}” failed. Please start it again.',
      SmsTemplatePassed: 'SMS template “{{TemplateName}}” passed review and can be used in sends.',
      SmsTemplateRejected: 'SMS template “{{TemplateName}}” was rejected: {{Reason}}',
      SmsSendCountAlarm: 'Send-count alarm “{{RuleName}}” reached: {{Daily}} SMS today, {{Monthly}} this month.',
      PackagePurchased: 'Your {{Package}} package is active until {{End}}.',
    },
  },
};
