import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailDomains } from '../../db/schema';
import { BodyTooLargeError, readBody } from '../../http/readBody';
import { addOptOut } from '../../messaging/optOuts/optOutStore';
import { EMAIL_CHANNEL } from './emailChannel';
import { linkKey, readUnsubscribe, unsubscribeSignatureValid } from './unsubscribeToken';

/** One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every e-mail, `<PUBLIC_URL>/api/email/unsubscribe?t=<token>`. */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1 style="font-size:1.4rem">${title}</h1>${body}</main></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  res.end(html);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * POST (the mail client's one-click request, `List-Unsubscribe=One-Click`, or the confirm button
 * of the GET page): checks the token's signature with the key of the domain it names and adds the
 * address to the account's e-mail opt-out list, so later sends skip it (the core prices it at 0 and
 * never hands it to the mail server). GET changes nothing: link scanners and prefetchers follow
 * links, so it only shows a page whose button POSTs. A token that does not verify is 400.
 */
export async function serveUnsubscribe(req: IncomingMessage, res: ServerResponse, db: Db): Promise<void> {
  const token = new URL(req.url ?? '/', 'http://x').searchParams.get('t') ?? '';
  const target = readUnsubscribe(token);
  const [domain] = target ? await db.select({ key: emailDomains.dkimPrivateKey, domain: emailDomains.domain }).from(emailDomains).where(and(eq(emailDomains.id, target.domainPk), eq(emailDomains.userId, target.userId))) : [];
  if (!target || !domain || !unsubscribeSignatureValid(target, linkKey(domain.key))) {
    return page(res, 400, 'This unsubscribe link is not valid', '<p>The link may be incomplete. Copy the whole link from the e-mail.</p>');
  }
  if (req.method === 'POST') {
    try {
      await readBody(req, 4096);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return page(res, 413, 'Request too large', '');
      throw err;
    }
    await addOptOut(db, { userId: target.userId, channel: EMAIL_CHANNEL, address: target.address, source: 'unsubscribe', keyword: domain.domain, now: Date.now() });
    return page(res, 200, 'You are unsubscribed', `<p>${escape(target.address)} will get no more e-mail from ${escape(domain.domain)}.</p>`);
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    return page(res, 200, 'Unsubscribe', `<p>Stop e-mail from ${escape(domain.domain)} to ${escape(target.address)}?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`);
  }
  res.writeHead(405, { Allow: 'GET, POST' });
  res.end();
}
