import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../src/contract/actions';
import { isEnvelope } from '../../src/contract/envelope';
import { registryJsonSchema } from '../../src/contract/jsonSchema';
import { startTestGateway, type TestGateway } from './harness';

/** Values that are never valid for a scalar parameter. */
const wrongValue = fc.oneof(fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }));

const schema = registryJsonSchema();
const withRequired = Object.entries(schema.actions)
  .map(([name, entry]) => ({ name, required: ((entry.params as { required?: string[] }).required ?? []) as string[] }))
  .filter((a) => a.required.length > 0);
const userOnly = Object.entries(actions)
  .filter(([, def]) => def.access === 'user')
  .map(([name]) => name);

/** A body of the given action with one required parameter missing or of a wrong type. */
const brokenParams = fc.constantFrom(...withRequired).chain(({ name, required }) =>
  fc.record({
    field: fc.constantFrom(...required),
    drop: fc.boolean(),
    value: wrongValue,
    extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  }).map(({ field, drop, value, extra }) => {
    const body: Record<string, unknown> = { ...extra };
    for (const r of required) body[r] = r === field ? value : 'x';
    if (drop) delete body[field];
    body.Action = name;
    return JSON.stringify(body);
  }),
);

const malformed = fc.oneof(
  // not JSON at all
  fc.string({ maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
  // JSON, but not an object
  fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), fc.double(), fc.boolean(), fc.constant(null), fc.string()).map((v) => JSON.stringify(v)),
  // Action missing, of the wrong type, or unknown
  fc.record({ Action: fc.oneof(fc.integer(), fc.constant(null), fc.string({ maxLength: 20 }).filter((s) => !(s in actions)), fc.array(fc.string())), Email: fc.string() }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  // an Action that needs sign-in, without a token
  fc.constantFrom(...userOnly).map((Action) => JSON.stringify({ Action })),
  // a bad IdempotencyKey
  fc.record({ Action: fc.constant('CreateAccessKey'), Name: fc.constant('k'), IdempotencyKey: fc.oneof(fc.integer(), fc.string({ maxLength: 7 }), fc.constant('bad key with spaces')) }).map((v) => JSON.stringify(v)),
  brokenParams,
);

describe('malformed request bodies', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ rateLimitScale: 1000 });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('10,000 generated bodies: no HTTP 500, always an envelope with a non-zero RetCode', async () => {
    // Generated up front (a new seed each run, printed on failure) and sent 8 at a time: the
    // gateway answers concurrent requests as it does in production, and the run takes a fraction
    // of the time of one request after another.
    const seed = Date.now() % 2 ** 31;
    const bodies = fc.sample(malformed, { numRuns: 10_000, seed });
    const problems: string[] = [];
    let next = 0;
    const sender = async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const res = await fetch(`${gw.url}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        const answer: unknown = await res.json().catch(() => null);
        const env = answer as { RetCode?: number; Message?: string } | null;
        const wrong =
          res.status >= 500 ? `HTTP ${res.status}` :
          !isEnvelope(answer) ? 'not an envelope' :
          env!.RetCode === 0 ? 'RetCode 0' :
          !env!.Message ? 'empty Message' :
          /\bat .+\.(ts|js):\d+/.test(env!.Message) ? 'a stack trace in Message' : null;
        if (wrong) problems.push(`${wrong}: ${body}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    expect(bodies).toHaveLength(10_000);
    expect(problems.slice(0, 5), `seed ${seed}, ${problems.length} of 10,000 bodies`).toEqual([]);
  }, 240_000);
});
