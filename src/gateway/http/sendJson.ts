import type { ServerResponse } from 'node:http';
import { HSTS_HEADER, securityHeaders } from './securityHeaders';

/** A JSON answer that no cache keeps (every /api answer, the envelope or the health check). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** Sends an /api answer: `sendJson` with the security headers (HSTS when `secure`) in the same writeHead. */
export type ApiJsonSender = (res: ServerResponse, status: number, body: unknown, secure: boolean) => void;

/**
 * The `ApiJsonSender` for the policy `csp` (its header lists made once), for responses on which
 * `setSecurityHeaders` was not called (`POST /api`'s path): one pass over the headers instead of a
 * setHeader each and a merge. Headers set before (Allow) are kept.
 */
export function apiJsonSender(csp: string): ApiJsonSender {
  const plain: readonly string[] = [...securityHeaders(csp), ['Content-Type', 'application/json; charset=utf-8'], ['Cache-Control', 'no-store']].flat();
  const tls: readonly string[] = [...plain, ...HSTS_HEADER];
  return (res, status, body, secure) => {
    const text = JSON.stringify(body);
    res.writeHead(status, [...(secure ? tls : plain), 'Content-Length', String(Buffer.byteLength(text))]);
    res.end(text);
  };
}
