/**
 * Texts the gateway makes for a person to read, each under a key with named parameters. The English
 * here is what the gateway writes (the envelope's `Message`, stored reject reasons), exact for API
 * clients; the envelope and the entities carry the key and parameters alongside, and the console shows
 * `server.text.<Key>` in the reader's language (i18n/locales/serverTexts*.ts). Placeholders are
 * `{{Name}}`, as in the console's texts.
 *
 * A RetCode's default Message (messages.ts) needs no key here: the console finds it by RetCode.
 */
export const ServerText = {
  // Template review (the template's RejectReason, the SmsTemplateRejected notification's Reason).
  TemplateRejectedContent: 'The content promotes gambling, loans or crypto-currency, which carriers do not accept',
  TemplateRejectedOnlyVariables: 'The template has no text besides its variables',
  // Export records (ExportRecord.Error).
  ExportFailed: 'Export failed',
  // Error Messages other than a RetCode's default.
  RefreshTokenReused: 'The refresh token was already used; the session has been signed out',
  TooManyAttemptsRetryIn: 'Too many attempts, please try again in {{Seconds}} seconds',
  ContentRequired: 'Content is required',
  SendLimitDailyTotal: 'The daily total of your send-limit rule would be exceeded',
  SendLimitMonthlyTotal: 'The monthly total of your send-limit rule would be exceeded',
  SendLimitDailySingle: 'The daily limit per recipient of your send-limit rule would be exceeded',
  SendLimitMonthlySingle: 'The monthly limit per recipient of your send-limit rule would be exceeded',
  StartAfterEnd: 'The start time cannot be greater than the end time',
  TimeRangeOverDays: 'The time range cannot exceed {{Days}} days',
  EmailUnchanged: 'This is already the e-mail address of your account',
  SocialRequestExpired: 'The sign-in request has expired, please try again',
  LinkInvalidOrUsed: 'This link is invalid or has already been used',
  SocialSignInExpired: 'The social sign-in has expired, please sign in with the provider again',
  SocialAccountBoundElsewhere: 'This social account is already bound to another user',
  ExpireTimeNotFuture: 'ExpireTime: must be in the future',
  AccessKeyNotFound: 'The access key does not exist',
  UploadOverLimit: 'The file is larger than the upload limit of {{Bytes}} bytes',
  FileNameTooLong: 'FileName: must be under {{Max}} characters',
  FileNameChars: 'FileName: use letters, digits and _ + - { } . only',
  // Voice audio (VoiceAudio.ErrorKey).
  VoiceAudioUndecodable: 'The audio could not be decoded: the file is damaged or is not WAV, FLAC, WMA, MP3, OGG, AAC or M4A audio',
  VoiceAudioTooLong: 'The audio is longer than {{Minutes}} minutes',
  VoiceAudioTimedOut: 'Transcoding took longer than {{Seconds}} seconds and was stopped',
  // Voice templates (VoiceTemplate.RejectReasonKey; content rejections are the SMS review's keys).
  VoiceSpeechFailed: 'The text could not be turned into speech; please try again later',
  VoiceTemplateAudioGone: 'The template\'s audio file was deleted or has not been converted',
  PackageAlreadyActive: 'You already have an active package',
  MmsImageUnknown: 'MediaFileId: no uploaded image of yours has this id; upload the MMS image first',
  EmailImageUnknown: 'Document: the image {{Source}} is not an image you uploaded; upload it again',
} as const;

export type ServerTextKey = keyof typeof ServerText;
export type ServerTextParams = Record<string, string | number>;

/** A server-made text as data: its key and parameters (the envelope's MessageKey and MessageParams). */
export interface ServerMessage {
  key: ServerTextKey;
  params?: ServerTextParams;
}

export function isServerTextKey(value: unknown): value is ServerTextKey {
  return typeof value === 'string' && Object.hasOwn(ServerText, value);
}

/** Fills `{{Name}}` placeholders; an unknown one is left as written. */
export function interpolate(template: string, params: ServerTextParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The English text of a key (what the gateway writes). */
export function serverText(key: ServerTextKey, params?: ServerTextParams): string {
  return interpolate(ServerText[key], params);
}

/** The key of a stored parameterless English text (a template's RejectReason), or null. */
export function serverTextKeyOf(text: string): ServerTextKey | null {
  if (text === '') return null;
  for (const [key, value] of Object.entries(ServerText)) if (value === text) return key as ServerTextKey;
  return null;
}
