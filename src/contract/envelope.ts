import { RetCode } from './retCodes';

/**
 * Every gateway answer: RetCode 0 is success, anything else is a failure carrying Message. A failure
 * whose Message is not its RetCode's default also carries the Message's key and parameters
 * (serverTexts.ts), so the console can show it in the reader's language; Message stays English.
 */
export interface Envelope<T = unknown> {
  RetCode: number;
  Message: string;
  MessageKey?: string;
  MessageParams?: Record<string, string | number>;
  Data?: T;
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { RetCode: RetCode.Success, Message: 'Success', Data: data };
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.RetCode === 'number' && Number.isInteger(v.RetCode) && typeof v.Message === 'string';
}
