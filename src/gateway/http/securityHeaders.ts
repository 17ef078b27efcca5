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

/**
 * The policy with Stripe's hosts added (PAYMENT_PROVIDER=stripe): Stripe.js from js.stripe.com,
 * its card fields in frames of js.stripe.com and hooks.stripe.com (3-D Secure), its calls to
 * api.stripe.com. Without Stripe the console loads nothing from another origin.
 */
export function contentSecurityPolicy(stripe: boolean): string {
  if (!stripe) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' https://js.stripe.com")
    .replace("connect-src 'self'", "connect-src 'self' https://api.stripe.com")
    .replace("frame-ancestors 'none'", "frame-src https://js.stripe.com https://hooks.stripe.com; frame-ancestors 'none'");
}

/** Whether the client reached us over TLS (directly, or via a trusted proxy). */
export function isSecure(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustedForwardedEntry(req.headers['x-forwarded-proto'], trustProxy) === 'https';
}

/** The security headers of every response besides its Content-Security-Policy, as [name, value] pairs. */
const OTHER_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];
export const HSTS_HEADER = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/** The security headers of every response with the policy `csp` (contentSecurityPolicy), as [name, value] pairs; HSTS is added over TLS only. */
export function securityHeaders(csp: string = CONTENT_SECURITY_POLICY): Array<readonly [string, string]> {
  return [['Content-Security-Policy', csp], ...OTHER_SECURITY_HEADERS];
}

/** Security headers on every response; HSTS only when the request came over TLS. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: number, csp = CONTENT_SECURITY_POLICY): void {
  res.setHeader('Content-Security-Policy', csp);
  for (const [name, value] of OTHER_SECURITY_HEADERS) res.setHeader(name, value);
  if (isSecure(req, trustProxy)) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
}
