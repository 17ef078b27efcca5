import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type CallbackUrlPolicy, deliveryRefusal, ForbiddenCallbackAddressError, guardedLookup, isAllowListed } from './callbackUrlPolicy';

/**
 * POSTs one callback body and answers the HTTP status. The host is checked before connecting: a
 * literal address here, a name through guardedLookup after resolution, so the socket only ever
 * connects to an address that passed the check. Redirects are not followed.
 */
export function postCallback(
  url: string,
  opts: { headers: Record<string, string>; body: string; timeoutMs: number; policy: CallbackUrlPolicy },
): Promise<number> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return Promise.reject(new Error('Invalid callback URL'));
  }
  const refused = deliveryRefusal(u, opts.policy);
  if (refused) return Promise.reject(new ForbiddenCallbackAddressError(refused));
  const body = Buffer.from(opts.body);
  return new Promise((resolve, reject) => {
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(
      u,
      {
        method: 'POST',
        headers: { ...opts.headers, 'Content-Length': String(body.length) },
        lookup: guardedLookup(opts.policy, isAllowListed(u, opts.policy.allowHosts)),
        agent: false,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
        // Cut off mid-answer (timeout, reset): not a delivery.
        res.on('close', () => !res.complete && reject(new Error('The callback answer was cut off')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
