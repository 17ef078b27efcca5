import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../src/contract/actions';
import { registryJsonSchema } from '../../src/contract/jsonSchema';
import { RetCode } from '../../src/contract/retCodes';
import { nulCharacterMessage } from '../../src/gateway/dispatch/findNulCharacter';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, idemKey, smsUser, usNumbers } from './smsFixture';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const NUL = 'evil\u0000text';
const branches = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
const types = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Every place a string can go in a params schema, as [value to send, field path the answer must name]. */
function nulCases(s: JsonSchema, path: string[]): Array<{ value: unknown; field: string }> {
  const out: Array<{ value: unknown; field: string }> = [];
  if (types(s).includes('string')) out.push({ value: NUL, field: path.join('.') });
  if (s.items) for (const c of nulCases(s.items, [...path, '1'])) out.push({ value: ['ok', c.value], field: c.field });
  for (const [k, p] of Object.entries(s.properties ?? {})) for (const c of nulCases(p, [...path, k])) out.push({ value: { [k]: c.value }, field: c.field });
  for (const b of branches(s)) out.push(...nulCases(b, path));
  return out;
}

/** A stack trace or source location in an answer. */
const STACK = /\n\s+at |\bat [\w.<>]+ \(|\.(ts|js):\d+:\d+/;

describe('NUL characters are refused at the contract boundary', () => {
  let gw: TestGateway;
  let token = '';
  beforeAll(async () => {
    gw = await startTestGateway({ ...fastSms({ workers: false }), rateLimitScale: 1000 });
    token = (await smsUser(gw.db)).token;
  });
  afterAll(() => gw.close());

  it('every string parameter of every registered Action answers the parameter error naming the field, never an internal error', async () => {
    const schema = registryJsonSchema();
    let fields = 0;
    const bad: string[] = [];
    for (const name of Object.keys(actions)) {
      const params = schema.actions[name]!.params as JsonSchema;
      const seen = new Set<string>();
      for (const c of nulCases(params, [])) {
        if (seen.has(c.field)) continue;
        seen.add(c.field);
        fields++;
        const res = await fetch(`${gw.url}/api`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ Action: name, IdempotencyKey: idemKey(), ...(c.value as Record<string, unknown>) }),
        });
        const text = await res.text();
        const env = JSON.parse(text) as { RetCode: number; Message: string };
        if (res.status !== 200 || env.RetCode !== RetCode.InvalidParams || env.Message !== nulCharacterMessage(c.field) || STACK.test(text)) {
          bad.push(`${name}.${c.field}: HTTP ${res.status} ${text.slice(0, 200)}`);
        }
      }
    }
    expect(bad).toEqual([]);
    // The registry has well over the 28 fields the probe reached; a schema walk that found few would be wrong.
    expect(fields).toBeGreaterThan(100);
  });

  it('otherwise valid writes with a NUL never reach the database', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['AddUSMSSendTask', { PhoneNumbers: usNumbers(1), Content: 'Hi', TaskName: NUL }, 'TaskName'],
      ['AddUSMSSendTask', { PhoneNumbers: usNumbers(1), Content: NUL }, 'Content'],
      ['CreateUSMSTemplate', { TemplateName: NUL, Purpose: 3, Template: 'Hello' }, 'TemplateName'],
      ['CreateUSMSSendLimitRule', { RuleName: NUL, DailyTotal: 1, MonthlyTotal: 2, DailySingle: 1, MonthlySingle: 1 }, 'RuleName'],
      ['GetUSMSSendRecord', { TaskId: NUL }, 'TaskId'],
      ['LoginByPassword', { Email: `a${NUL}@example.com`, Password: 'x' }, 'Email'],
    ];
    for (const [action, params, field] of cases) {
      expect(await gw.api(action, { ...params, IdempotencyKey: idemKey() }, token)).toEqual({ RetCode: RetCode.InvalidParams, Message: nulCharacterMessage(field) });
    }
  });

  it('a NUL in a file address is a 400, not an internal error', async () => {
    for (const [method, path] of [
      ['GET', '/api/files/sms-export/EXP%00?token=x'],
      ['GET', '/api/files/sms-export/EXP1?token=a%00b'],
      ['GET', '/media/%00'],
      ['PUT', '/upload/%00'],
      ['GET', '/api/dev/outbox?to=a%00b'],
    ] as const) {
      const res = await fetch(`${gw.url}${path}`, { method });
      const text = await res.text();
      expect(res.status, path).toBe(400);
      expect(text).toContain('must not contain the NUL character');
      expect(text).not.toMatch(STACK);
    }
    const malformed = await fetch(`${gw.url}/api/files/sms-export/%E0%A4%A?token=x`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toMatch(STACK);
  });
});
