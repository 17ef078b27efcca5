import { RetCode } from './retCodes';

/** Every gateway answer: RetCode 0 is success, anything else is a failure carrying Message. */
export interface Envelope<T = unknown> {
  RetCode: number;
  Message: string;
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
