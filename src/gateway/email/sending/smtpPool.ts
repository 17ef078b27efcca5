import { connect, type Socket } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';

/** SMTP ports by scheme when EMAIL_SMTP_URL names none (nodemailer's own defaults). */
const DEFAULT_PORT = { 'smtp:': 587, 'smtps:': 465 } as const;

/**
 * nodemailer's pooled SMTP transport for EMAIL_SMTP_URL, `connections` connections, each kept for
 * any number of messages, every socket with Nagle's algorithm off.
 *
 * - The URL is taken apart here: nodemailer's createTransport replaces an options object that has
 *   `url` by the URL's own fields, so `pool` and `maxConnections` beside it were lost and every
 *   message opened a connection of its own (measured: 7 messages/s on one connection).
 * - Nagle's algorithm held the end of each message's DATA until the server's delayed ACK, about
 *   40 ms per message per connection; off (`getSocket`, the transport's hook for its socket; an
 *   smtps URL is upgraded to TLS over it by nodemailer as before), one connection to a local server
 *   carries over 2,000 messages/s.
 */
export function createSmtpPool(smtpUrl: string, connections: number): Transporter {
  const url = new URL(smtpUrl);
  const scheme = url.protocol as keyof typeof DEFAULT_PORT;
  const port = Number(url.port) || DEFAULT_PORT[scheme];
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return nodemailer.createTransport({
    host,
    port,
    secure: scheme === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    getSocket: (_options: unknown, callback: (err: Error | null, socketOptions?: { connection: Socket }) => void) => {
      const socket = connect({ host, port, noDelay: true });
      const failed = (err: Error) => callback(err);
      socket.once('error', failed);
      socket.setTimeout(30_000, () => socket.destroy(new Error(`SMTP connection to ${host}:${port} timed out`)));
      socket.once('connect', () => {
        socket.removeListener('error', failed);
        socket.setTimeout(0);
        callback(null, { connection: socket });
      });
    },
  } as never);
}
