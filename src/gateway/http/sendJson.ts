import type { ServerResponse } from 'node:http';
import { HSTS_HEADER, SECURITY_HEADERS } from './securityHeaders';

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

const flat = (pairs: ReadonlyArray<readonly [string, string]>) => pairs.flat();
const API_HEADERS: readonly string[] = flat([...SECURITY_HEADERS, ['Content-Type', 'application/json; charset=utf-8'], ['Cache-Control', 'no-store']]);
const API_HEADERS_TLS: readonly string[] = [...API_HEADERS, ...HSTS_HEADER];

/**
 * `sendJson` with the security headers (HSTS when `secure`) in the same writeHead, for a response
 * on which `setSecurityHeaders` was not called (`POST /api`'s path): one pass over the headers
 * instead of a setHeader each and a merge. Headers set before (Allow) are kept.
 */
export function sendApiJson(res: ServerResponse, status: number, body: unknown, secure: boolean): void {
  const text = JSON.stringify(body);
  const headers = secure ? API_HEADERS_TLS : API_HEADERS;
  res.writeHead(status, [...headers, 'Content-Length', String(Buffer.byteLength(text))]);
  res.end(text);
}
