import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { forbiddenAddressReason } from './forbiddenAddress';

/** Resolves a host name to every address it has (the seam tests replace). */
export type CallbackResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: CallbackResolver = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface CallbackUrlPolicy {
  /** CALLBACK_ALLOW_HOSTS entries: `host` (any port) or `host:port`, `[v6]:port`; lower case. */
  allowHosts: readonly string[];
  resolve: CallbackResolver;
}

/** CALLBACK_ALLOW_HOSTS="127.0.0.1:9999,localhost" → ['127.0.0.1:9999', 'localhost']. */
export function parseAllowHosts(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
}

/** How long saving a callback URL waits for its host's addresses before leaving the check to delivery. */
const SAVE_LOOKUP_TIMEOUT_MS = 2000;

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();
const effectivePort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

/** Whether an operator allowed this URL's host (and port) for local testing. */
export function isAllowListed(u: URL, allowHosts: readonly string[]): boolean {
  const host = bareHost(u.hostname);
  const port = effectivePort(u);
  return allowHosts.some((entry) => {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    const hostPort = /^([^:]+):(\d+)$/.exec(entry);
    const [h, p] = bracketed ? [bracketed[1]!, bracketed[2]] : hostPort ? [hostPort[1]!, hostPort[2]] : [entry, undefined];
    return bareHost(h) === host && (p === undefined || p === port);
  });
}

/** Why this host name or literal may not be called back before any lookup, or null. */
function literalReason(host: string): string | null {
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback name';
  return isIP(host) ? forbiddenAddressReason(host) : null;
}

const refusal = (host: string, reason: string) => `callbacks go only to public internet addresses, and ${host} is ${reason}`;

/** Thrown (at delivery) when a callback address is or resolves to a forbidden address. */
export class ForbiddenCallbackAddressError extends Error {}

/**
 * The reason a callback URL may not be saved, or null: only http(s); an IP literal or a name that
 * resolves (now) to a loopback, private, link-local, metadata, unspecified, multicast or reserved
 * address is refused unless its host is allow-listed. A name that does not resolve yet is accepted:
 * every delivery checks again (see guardedLookup).
 */
export async function callbackUrlRefusal(text: string, policy: CallbackUrlPolicy): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return 'the address is not a valid URL';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'callbacks use http or https only';
  if (isAllowListed(u, policy.allowHosts)) return null;
  const host = bareHost(u.hostname);
  const literal = literalReason(host);
  if (literal) return refusal(host, literal);
  if (isIP(host)) return null;
  let addresses: string[];
  try {
    // Bounded: this runs inside the saving transaction; a slow DNS answer is left to delivery.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string[]>((resolve) => (timer = setTimeout(() => resolve([]), SAVE_LOOKUP_TIMEOUT_MS)));
    addresses = await Promise.race([policy.resolve(host), timeout]).finally(() => clearTimeout(timer));
  } catch {
    return null;
  }
  for (const a of addresses) {
    const reason = forbiddenAddressReason(a);
    if (reason) return refusal(`${host} (${a})`, reason);
  }
  return null;
}

/**
 * A `lookup` for http(s).request that resolves the name, checks every address it got and hands the
 * socket only checked addresses, so a name re-pointed between the check and the connect (DNS
 * rebinding) cannot reach an internal address. Allow-listed URLs skip the check.
 */
export function guardedLookup(policy: CallbackUrlPolicy, allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    policy
      .resolve(hostname)
      .then((all) => {
        if (!allowed) {
          for (const a of all) {
            const reason = forbiddenAddressReason(a);
            if (reason) throw new ForbiddenCallbackAddressError(`Refused: ${refusal(`${hostname} (${a})`, reason)}`);
          }
        }
        const family = typeof options === 'object' ? options.family : undefined;
        const usable = all.filter((a) => isIP(a) !== 0 && (!family || family === 0 || isIP(a) === family || (family === 'IPv4' && isIP(a) === 4) || (family === 'IPv6' && isIP(a) === 6)));
        if (usable.length === 0) throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        if (typeof options === 'object' && options.all) callback(null, usable.map((address) => ({ address, family: isIP(address) })));
        else (callback as (err: null, address: string, family: number) => void)(null, usable[0]!, isIP(usable[0]!));
      })
      .catch((err: NodeJS.ErrnoException) => (callback as (err: NodeJS.ErrnoException) => void)(err));
  };
}

/** Checks a URL's literal host at delivery (a literal IP never goes through lookup). */
export function deliveryRefusal(u: URL, policy: CallbackUrlPolicy): string | null {
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'Refused: callbacks use http or https only';
  if (isAllowListed(u, policy.allowHosts)) return null;
  const host = bareHost(u.hostname);
  const reason = literalReason(host);
  return reason ? `Refused: ${refusal(host, reason)}` : null;
}
