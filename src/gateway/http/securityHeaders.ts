import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedForwardedEntry } from './clientIp';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether the client reached us over TLS (directly, or via a trusted proxy). */
export function isSecure(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustedForwardedEntry(req.headers['x-forwarded-proto'], trustProxy) === 'https';
}

/** The security headers of every response, as [name, value] pairs; HSTS is added over TLS only. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];
export const HSTS_HEADER = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/** Security headers on every response; HSTS only when the request came over TLS. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: number): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  if (isSecure(req, trustProxy)) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
}
