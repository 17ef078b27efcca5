import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { callbackDeliveries } from '../../src/gateway/db/schema';
import { configFromEnv } from '../../src/gateway/config';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, smsUser } from './smsFixture';

/** A receiver on loopback that records every POST it gets. */
async function receiver(): Promise<{ server: Server; port: number; posts: string[] }> {
  const posts: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      posts.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, port: (server.address() as { port: number }).port, posts };
}

describe('receipt callbacks cannot reach internal addresses (SSRF)', () => {
  let gw: TestGateway;
  let hook: Awaited<ReturnType<typeof receiver>>;
  /** What the test resolver answers per host name; a name missing here does not resolve. */
  const dns = new Map<string, string[]>();
  const lookups: string[] = [];
  beforeAll(async () => {
    hook = await receiver();
    gw = await startTestGateway(
      fastSms({
        // Workers off: the test runs the callback sender itself.
        workers: false,
        callbackAllowHosts: [`allowed.test:${hook.port}`, `127.0.0.2`],
        callbackResolve: async (host) => {
          lookups.push(host);
          const a = dns.get(host);
          if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
          return a;
        },
      }),
    );
  });
  afterAll(async () => {
    await gw.close();
    await new Promise((r) => hook.server.close(r));
  });

  it.each([
    ['http://127.0.0.1:9/r', 'loopback'],
    ['http://127.1/r', 'loopback'],
    ['http://2130706433/r', 'loopback'],
    ['http://0x7f.0.0.1/r', 'loopback'],
    ['http://localhost:8080/r', 'loopback'],
    ['http://api.localhost/r', 'loopback'],
    ['http://[::1]/r', 'loopback'],
    ['http://10.0.0.8/r', 'private'],
    ['http://172.20.1.1/r', 'private'],
    ['http://192.168.0.10/r', 'private'],
    ['http://100.64.1.1/r', 'shared'],
    ['http://[fc00::5]/r', 'private'],
    ['http://[fd12:3456::1]/r', 'private'],
    ['http://169.254.10.10/r', 'link-local'],
    ['http://[fe80::1]/r', 'link-local'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://[fd00:ec2::254]/', 'metadata'],
    ['http://0.0.0.0/r', 'unspecified'],
    ['http://[::]/r', 'unspecified'],
    ['http://224.0.0.1/r', 'multicast'],
    ['http://[ff02::1]/r', 'multicast'],
    ['http://[::ffff:127.0.0.1]/r', 'loopback'],
    ['http://[::ffff:10.0.0.1]/r', 'private'],
    ['http://[::ffff:a9fe:a9fe]/r', 'metadata'],
    ['http://[::ffff:c0a8:1]/r', 'private'],
  ])('refuses to save %s (%s)', async (url, word) => {
    const u = await smsUser(gw.db, 0);
    const r = await gw.api('SetUSMSCallback', { CallbackUrl: url }, u.token);
    expect(r.RetCode).toBe(RetCode.InvalidParams);
    expect(r.Message).toMatch(/^CallbackUrl: callbacks go only to public internet addresses, and .+ is /);
    expect(r.Message).toContain(word);
  });

  it('refuses other schemes, and names that resolve to an internal address', async () => {
    const u = await smsUser(gw.db, 0);
    for (const url of ['ftp://example.com/r', 'file:///etc/passwd', 'gopher://example.com/']) {
      expect((await gw.api('SetUSMSCallback', { CallbackUrl: url }, u.token)).RetCode).toBe(RetCode.InvalidParams);
    }
    dns.set('inside.example', ['93.184.215.14', '10.1.1.1']);
    expect(await gw.api('SetUSMSCallback', { CallbackUrl: 'https://inside.example/hook' }, u.token)).toMatchObject({
      RetCode: RetCode.InvalidParams,
      Message: 'CallbackUrl: callbacks go only to public internet addresses, and inside.example (10.1.1.1) is a private address',
    });
  });

  it('at delivery, a public-looking name that now resolves to 127.0.0.1 is refused and nothing is posted (DNS rebinding)', async () => {
    const u = await smsUser(gw.db, 0);
    dns.set('hooks.example.com', ['93.184.215.14']);
    const url = `http://hooks.example.com:${hook.port}/receipts`;
    await gw.ok('SetUSMSCallback', { CallbackUrl: url }, u.token);
    // The name is re-pointed at loopback after the save.
    dns.set('hooks.example.com', ['127.0.0.1']);
    const now = Date.now();
    const [row] = await gw.db.insert(callbackDeliveries).values({ userId: u.userId, url, secret: 's', body: '{"Receipts":[]}', nextAttemptAt: now, createdAt: now }).returning();
    lookups.length = 0;
    await gw.gateway.sms.callbacks.runOnce();
    expect(lookups).toContain('hooks.example.com');
    const [after] = await gw.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.id, row!.id));
    expect(after!.deliveredAt).toBeNull();
    expect(after!.attempts).toBe(1);
    expect(after!.lastError).toContain('hooks.example.com (127.0.0.1) is a loopback address');
    expect(hook.posts).toHaveLength(0);
  });

  it('at delivery, a stored literal internal address is refused too', async () => {
    const u = await smsUser(gw.db, 0);
    const now = Date.now();
    const url = `http://127.0.0.1:${hook.port}/receipts`;
    const [row] = await gw.db.insert(callbackDeliveries).values({ userId: u.userId, url, secret: 's', body: '{}', nextAttemptAt: now, createdAt: now }).returning();
    await gw.gateway.sms.callbacks.runOnce();
    const [after] = await gw.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.id, row!.id));
    expect(after!.lastError).toContain('127.0.0.1 is a loopback address');
    expect(hook.posts).toHaveLength(0);
  });

  it('an allow-listed host (with its port) is saved and delivered to, even on loopback', async () => {
    const u = await smsUser(gw.db, 0);
    dns.set('allowed.test', ['127.0.0.1']);
    const url = `http://allowed.test:${hook.port}/receipts`;
    await gw.ok('SetUSMSCallback', { CallbackUrl: url }, u.token);
    // Another port of the same host is not allowed.
    expect((await gw.api('SetUSMSCallback', { CallbackUrl: `http://allowed.test:${hook.port + 1}/r` }, u.token)).RetCode).toBe(RetCode.InvalidParams);
    // A host listed without a port is allowed on every port.
    await gw.ok('SetUSMSCallback', { CallbackUrl: 'http://127.0.0.2:1234/r' }, u.token);
    const now = Date.now();
    const [row] = await gw.db.insert(callbackDeliveries).values({ userId: u.userId, url, secret: 's', body: '{"allowed":true}', nextAttemptAt: now, createdAt: now }).returning();
    await gw.gateway.sms.callbacks.runOnce();
    const [after] = await gw.db.select().from(callbackDeliveries).where(eq(callbackDeliveries.id, row!.id));
    expect(after!.lastError).toBeNull();
    expect(after!.deliveredAt).not.toBeNull();
    expect(hook.posts).toContain('{"allowed":true}');
  });

  it('CALLBACK_ALLOW_HOSTS is read from the environment', () => {
    expect(configFromEnv({ CALLBACK_ALLOW_HOSTS: ' 127.0.0.1:9999, LocalHost ,' }).sms.callbackAllowHosts).toEqual(['127.0.0.1:9999', 'localhost']);
    expect(configFromEnv({}).sms.callbackAllowHosts).toEqual([]);
  });
});
