import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/random';

/** Signs a webhook body the way Stripe does: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Whether a signature header matches the raw body and is at most `toleranceSeconds` old. */
export function webhookSignatureValid(raw: Buffer, header: string | undefined, secret: string, now: number, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, v] = item.split('=', 2);
    if (!k || v === undefined) continue;
    parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(raw).digest('hex');
  return (parts.get('v1') ?? []).some((sig) => safeEqual(sig, expected));
}
