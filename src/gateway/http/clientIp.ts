import { isIP } from 'node:net';

/**
 * The entry of a comma-separated forwarding header (`X-Forwarded-For`, `X-Forwarded-Proto`) that
 * the outermost of `trustedHops` trusted proxies wrote. Each proxy appends the address it received
 * the request from, so only the right-most `trustedHops` entries were written by proxies we trust;
 * everything left of them comes from the client and may be forged. 1 = the right-most entry. A
 * header shorter than the configured chain gives its left-most entry (the outermost proxy
 * overwrote it rather than appending).
 */
export function trustedForwardedEntry(header: string | string[] | undefined, trustedHops: number): string | undefined {
  if (trustedHops < 1 || header === undefined) return undefined;
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - trustedHops)];
}

/**
 * The client address used for rate limits and records. With `trustedHops` = 0 the socket peer; else
 * the address the outermost trusted proxy appended to X-Forwarded-For (not the client-supplied
 * left-most one). A value that is not an IP address falls back to the socket peer.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const fwd = trustedForwardedEntry(forwardedFor, trustedHops);
  if (fwd && isIP(fwd) !== 0) return fwd;
  return socketAddress ?? 'unknown';
}
