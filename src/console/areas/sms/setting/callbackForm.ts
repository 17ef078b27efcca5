import { smsActions } from '../../../../contract/actions/sms';
import { messageOf, type FieldMessage } from './fieldMessage';

export interface CallbackForm {
  url: string;
  enabled: boolean;
}

export type CallbackCheck = { ok: true; params: { CallbackUrl: string; Enabled: boolean } } | { ok: false; error: FieldMessage };

/**
 * Checks the receipt callback address with the contract's own rule: empty gives 'Callback address
 * cannot be empty', anything but an http(s) URL 'The entered address format is incorrect'.
 */
export function checkCallbackForm(form: CallbackForm): CallbackCheck {
  const r = smsActions.SetUSMSCallback.params.safeParse({ CallbackUrl: form.url, Enabled: form.enabled });
  if (r.success) return { ok: true, params: r.data };
  return { ok: false, error: messageOf(r.error.issues[0]?.message ?? '') };
}

/** The form differs from what is saved (the leave guard asks before leaving). */
export function callbackDirty(form: CallbackForm, saved: CallbackForm | null): boolean {
  if (!saved) return false;
  return form.url.trim() !== saved.url || form.enabled !== saved.enabled;
}

/** The secret with all but its prefix and last 4 characters hidden. */
export function maskSecret(secret: string): string {
  if (secret.length <= 10) return '•'.repeat(secret.length);
  const prefix = secret.includes('_') ? secret.slice(0, secret.indexOf('_') + 1) : '';
  return `${prefix}${'•'.repeat(Math.max(8, secret.length - prefix.length - 4))}${secret.slice(-4)}`;
}
