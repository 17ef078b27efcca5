import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { deliveryRefusal, guardedLookup, isAllowListed, systemResolver, type CallbackUrlPolicy } from '../../messaging/callbacks/callbackUrlPolicy';

/** The most audio a TTS service may answer (the voice audio upload limit). */
export const SPEECH_MAX_BYTES = 10 * 1024 * 1024;

export class SpeechServiceError extends Error {
  override name = 'SpeechServiceError';
}

/**
 * POSTs `{ "Text": text }` as JSON to the operator's TTS service and answers the audio it returns.
 * The receipt callbacks' address policy applies (messaging/callbacks/callbackUrlPolicy.ts): the
 * host is checked before connecting and every address it resolves to after lookup, so no request
 * goes to a loopback, private, link-local or metadata address unless the operator allow-listed the
 * host (TTS_ALLOW_HOSTS). No redirects; a time limit; at most 10 MB.
 */
export function fetchSpeech(url: string, text: string, opts: { timeoutMs: number; allowHosts: readonly string[]; resolve?: CallbackUrlPolicy['resolve'] }): Promise<Buffer> {
  const u = new URL(url);
  const policy: CallbackUrlPolicy = { allowHosts: opts.allowHosts, resolve: opts.resolve ?? systemResolver };
  const refused = deliveryRefusal(u, policy);
  if (refused) return Promise.reject(new SpeechServiceError(refused.replace('callbacks go', 'text-to-speech requests go')));
  const body = Buffer.from(JSON.stringify({ Text: text }));
  return new Promise((resolve, reject) => {
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(
      u,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'audio/*', 'Content-Length': String(body.length) },
        lookup: guardedLookup(policy, isAllowListed(u, policy.allowHosts)),
        agent: false,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) {
          res.resume();
          return reject(new SpeechServiceError(`The text-to-speech service answered HTTP ${res.statusCode}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > SPEECH_MAX_BYTES) {
            req.destroy();
            reject(new SpeechServiceError('The text-to-speech service answered more than 10 MB'));
          } else chunks.push(c);
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(err instanceof SpeechServiceError ? err : new SpeechServiceError(err.message)));
    req.end(body);
  });
}
