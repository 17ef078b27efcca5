import { isOptOutPhone } from '../../../../contract/messaging/optOutPhone';
import { ValidationText } from '../../../../contract/validation/rules';
import type { FieldMessage } from '../setting/fieldMessage';
import { messageOf } from '../setting/fieldMessage';

/** The number typed into the opt-out list: its message (the spec's exact texts), or the number to send. */
export function checkOptOutPhone(value: string): { ok: true; phone: string } | { ok: false; error: FieldMessage } {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, error: messageOf(ValidationText.PhoneRequired) };
  if (!isOptOutPhone(trimmed)) return { ok: false, error: messageOf(ValidationText.PhoneInvalid) };
  return { ok: true, phone: trimmed };
}
