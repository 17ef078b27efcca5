import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A secret token from the OS CSPRNG: 32 bytes, base64url, with a readable prefix. */
export function randomToken(prefix: string, bytes = 32): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/** A 6-digit code from the CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Tokens and codes are stored as SHA-256 only. (crypto.hash: one call, no Hash object; every signed-in request hashes its token.) */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
