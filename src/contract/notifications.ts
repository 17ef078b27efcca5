import type { StatusTone } from './display/subscriptionStatus';

/**
 * What the notification centre (/notification) tells a user, one kind per event the gateway
 * records. Each kind has a text key (`notification.kind.<Kind>`, interpolated with the
 * notification's Params) and a tone; the console never hard-codes them elsewhere.
 */
export const NotificationKinds = ['SmsTaskFinished', 'SmsTaskFailed', 'SmsExportReady', 'SmsExportFailed', 'SmsTemplatePassed', 'SmsTemplateRejected', 'SmsSendCountAlarm', 'PackagePurchased', 'MmsTaskFinished', 'MmsTaskFailed', 'MmsTemplatePassed', 'MmsTemplateRejected', 'WhatsAppTemplateApproved', 'WhatsAppTemplateRejected', 'VoiceTaskFinished', 'VoiceTaskFailed', 'WhatsAppTaskFinished', 'WhatsAppTaskFailed'] as const;
export type NotificationKind = (typeof NotificationKinds)[number];

export const notificationKindDisplay: Record<NotificationKind, { textKey: string; tone: StatusTone }> = {
  SmsTaskFinished: { textKey: 'notification.kind.SmsTaskFinished', tone: 'success' },
  SmsTaskFailed: { textKey: 'notification.kind.SmsTaskFailed', tone: 'error' },
  SmsExportReady: { textKey: 'notification.kind.SmsExportReady', tone: 'success' },
  SmsExportFailed: { textKey: 'notification.kind.SmsExportFailed', tone: 'error' },
  SmsTemplatePassed: { textKey: 'notification.kind.SmsTemplatePassed', tone: 'success' },
  SmsTemplateRejected: { textKey: 'notification.kind.SmsTemplateRejected', tone: 'error' },
  SmsSendCountAlarm: { textKey: 'notification.kind.SmsSendCountAlarm', tone: 'warning' },
  PackagePurchased: { textKey: 'notification.kind.PackagePurchased', tone: 'success' },
  MmsTaskFinished: { textKey: 'notification.kind.MmsTaskFinished', tone: 'success' },
  MmsTaskFailed: { textKey: 'notification.kind.MmsTaskFailed', tone: 'error' },
  MmsTemplatePassed: { textKey: 'notification.kind.MmsTemplatePassed', tone: 'success' },
  MmsTemplateRejected: { textKey: 'notification.kind.MmsTemplateRejected', tone: 'error' },
  WhatsAppTemplateApproved: { textKey: 'notification.kind.WhatsAppTemplateApproved', tone: 'success' },
  WhatsAppTemplateRejected: { textKey: 'notification.kind.WhatsAppTemplateRejected', tone: 'error' },
  VoiceTaskFinished: { textKey: 'notification.kind.VoiceTaskFinished', tone: 'success' },
  VoiceTaskFailed: { textKey: 'notification.kind.VoiceTaskFailed', tone: 'error' },
  WhatsAppTaskFinished: { textKey: 'notification.kind.WhatsAppTaskFinished', tone: 'success' },
  WhatsAppTaskFailed: { textKey: 'notification.kind.WhatsAppTaskFailed', tone: 'error' },
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NotificationKinds as readonly string[]).includes(value);
}

/** Notifications are kept this long (days), then removed. */
export const NOTIFICATION_RETENTION_DAYS = 90;
