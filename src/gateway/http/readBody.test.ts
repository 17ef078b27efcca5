import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody } from './readBody';

/** A request stream with headers, as the server hands it over. */
function request(headers: Record<string, string> = {}): PassThrough & IncomingMessage {
  return Object.assign(new PassThrough(), { headers }) as unknown as PassThrough & IncomingMessage;
}

describe('readBody', () => {
  it('returns the body: one chunk as it came, several joined', async () => {
    const one = request();
    const chunk = Buffer.from('{"Action":"GetUserInfo"}');
    const read = readBody(one, 100);
    one.end(chunk);
    expect(await read).toBe(chunk);

    const many = request();
    const joined = readBody(many, 100);
    many.write('{"Action":');
    many.write('"GetUserInfo"');
    many.end('}');
    expect((await joined).toString()).toBe('{"Action":"GetUserInfo"}');

    const empty = request();
    const none = readBody(empty, 100);
    empty.end();
    expect((await none).length).toBe(0);
  });

  it('refuses a declared length over the limit before reading, and a body that passes it while read (the request is destroyed)', async () => {
    await expect(readBody(request({ 'content-length': '101' }), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    const req = request();
    const read = readBody(req, 10);
    req.write('12345678');
    req.write('90123');
    await expect(read).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(req.destroyed).toBe(true);
  });

  it('fails with the error of a request that breaks off', async () => {
    const req = request();
    const read = readBody(req, 100);
    req.write('{"Act');
    req.destroy(new Error('aborted'));
    await expect(read).rejects.toThrow('aborted');
  });
});
