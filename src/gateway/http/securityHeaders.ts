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

/** Security headers on every response; HSTS only when the request came over TLS. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: number, csp = CONTENT_SECURITY_POLICY): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (isSecure(req, trustProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
