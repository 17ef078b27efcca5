import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type CallbackUrlPolicy, deliveryRefusal, guardedLookup, isAllowListed } from '../../messaging/callbacks/callbackUrlPolicy';
import { WhatsAppProviderError } from './WhatsAppProvider';

/** The callbacks' policy words its refusals for callbacks; here they are about this request. */
const ssrfWords = (text: string) => text.replace('callbacks go only', 'requests go only').replace('callbacks use', 'requests use');

/** The largest sample the adapter downloads (the Cloud API's largest media, a 100 MB document, is more than any sample needs). */
export const SAMPLE_MEDIA_MAX = 16 * 1024 * 1024;

/**
 * Downloads a media header's sample from the address the user gave, under the project's SSRF rules
 * (the callbacks' policy: no loopback, private, link-local or metadata address, checked on the
 * literal host and again on every address DNS gives, so the socket connects only to a checked one;
 * redirects are not followed). Answers the bytes and their media type.
 */
export function fetchSampleMedia(url: string, opts: { policy: CallbackUrlPolicy; timeoutMs: number; maxBytes?: number }): Promise<{ bytes: Buffer; type: string }> {
  const max = opts.maxBytes ?? SAMPLE_MEDIA_MAX;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return Promise.reject(new WhatsAppProviderError('The header sample media address is not valid'));
  }
  const refused = deliveryRefusal(u, opts.policy);
  if (refused) return Promise.reject(new WhatsAppProviderError(`The header sample media cannot be fetched: ${ssrfWords(refused)}`));
  return new Promise((resolve, reject) => {
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(
      u,
      { method: 'GET', lookup: guardedLookup(opts.policy, isAllowListed(u, opts.policy.allowHosts)), agent: false, signal: AbortSignal.timeout(opts.timeoutMs) },
      (res) => {
        if ((res.statusCode ?? 0) !== 200) {
          res.resume();
          reject(new WhatsAppProviderError(`The header sample media could not be fetched (HTTP ${res.statusCode ?? 0})`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > max) {
            req.destroy();
            reject(new WhatsAppProviderError(`The header sample media is larger than ${max / 1024 / 1024} MB`));
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), type: String(res.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!.trim() }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(err instanceof WhatsAppProviderError ? err : new WhatsAppProviderError(`The header sample media could not be fetched: ${ssrfWords(err.message)}`)));
    req.end();
  });
}
