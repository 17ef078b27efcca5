import { PGlite, protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindExecuteSync, pgliteForDrizzle, StatementCache } from './pgliteForDrizzle';

// PGlite in WebAssembly is slow to open on a busy machine.
const OPEN_TIMEOUT = 60_000;

let client: PGlite;
let fast: PGlite;
const noted: string[] = [];

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table t (id serial primary key, n int4, big int8, ok boolean, name text, doc jsonb, raw bytea, tags text[], price numeric(12,2), at timestamptz);
    create unique index t_name_uq on t (name);
  `);
  fast = pgliteForDrizzle(client, { onStatement: (text) => noted.push(text), cacheSize: 3 });
}, OPEN_TIMEOUT);
afterAll(async () => {
  await client?.close();
});

const prepared = async () => (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((r) => r.statement);

describe('pgliteForDrizzle', () => {
  it('answers like PGlite.query: parameters by the described types, rows by its parsers, both row modes', async () => {
    const insert = 'insert into t (n, big, ok, name, doc, raw, tags, price, at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
    const params = [7, 9_007_199_254_740_993n, true, 'first', { a: [1, 'x'], b: null }, new Uint8Array([0, 255, 16]), ['a', 'b,c', 'd"e'], '12.50', '2026-11-27T10:00:00Z'];
    const mine = await fast.query(insert, params);
    const theirs = await client.query(insert.replace('returning *', 'returning *'), [...params.slice(0, 3), 'second', ...params.slice(4)]);
    expect({ ...mine.rows[0]!, id: 0, name: '' }).toEqual({ ...theirs.rows[0]!, id: 0, name: '' });
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.affectedRows).toBe(1);
    // A JSON parameter given as text, nulls, array row mode.
    const select = 'select n, doc, name, tags from t where name = $1 or doc = $2 order by id';
    for (let i = 0; i < 3; i++) {
      const a = await fast.query(select, ['first', '{"z":1}'], { rowMode: 'array' });
      const b = await client.query(select, ['first', '{"z":1}'], { rowMode: 'array' });
      expect(a.rows).toEqual(b.rows);
      expect(a.rows).toEqual([[7, { a: [1, 'x'], b: null }, 'first', ['a', 'b,c', 'd"e']]]);
    }
    const nulls = await fast.query<{ n: number | null; name: string }>('insert into t (n, name) values ($1, $2) returning n, name', [null, 'nulls']);
    expect(nulls.rows).toEqual([{ n: null, name: 'nulls' }]);
    expect(noted).toContain(select);
  });

  it('prepares a text under a name from its second use, keeps the most recently used ones and closes the rest', async () => {
    await client.query('deallocate all');
    const q = (i: number) => `select ${i}::int as v, $1::text as p`;
    await fast.query(q(1), ['a']);
    expect(await prepared()).toEqual([]); // first use: the unnamed statement
    await fast.query(q(1), ['b']);
    expect(await prepared()).toEqual([q(1)]);
    expect((await fast.query<{ v: number; p: string }>(q(1), ['c'])).rows).toEqual([{ v: 1, p: 'c' }]);
    for (const i of [2, 3, 4]) {
      await fast.query(q(i), ['x']);
      await fast.query(q(i), ['x']);
    }
    await fast.query(q(4), ['x']); // the closes of evicted statements travel with the next statement
    expect(await prepared()).toEqual([q(2), q(3), q(4)]);
  });

  it('turns errors into PGlite errors (code, the query attached) and leaves the connection usable', async () => {
    const insert = 'insert into t (name) values ($1)';
    await fast.query(insert, ['dup']);
    await fast.query(insert, ['dup2']);
    const err = await fast.query(insert, ['dup']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: insert, params: ['dup'] });
    await expect(fast.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(fast.query('select $1::int + 1 as v', ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect((await fast.query<{ v: number }>('select $1::int + 1 as v', [1])).rows).toEqual([{ v: 2 }]);
  });

  it('runs inside transactions (commit and rollback), and a statement prepared there outlives a rollback', async () => {
    const count = 'select count(*)::int as c from t where name like $1';
    await fast.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['tx-1']);
      expect((await tx.query<{ c: number }>(count, ['tx-%'])).rows[0]!.c).toBe(1);
    });
    await fast
      .transaction(async (tx) => {
        await tx.query('insert into t (name) values ($1)', ['tx-2']);
        await tx.query(count, ['tx-%']);
        await tx.query(count, ['tx-%']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await fast.query<{ c: number }>(count, ['tx-%'])).rows[0]!.c).toBe(1);
    expect(await prepared()).toContain(count);
  });

  it('delivers a NOTIFY to PGlite listeners', async () => {
    const got: string[] = [];
    const unlisten = await client.listen('pgfd_test', (payload) => got.push(payload));
    await fast.query('select pg_notify($1, $2)', ['pgfd_test', 'hello']);
    await new Promise((r) => setTimeout(r, 50));
    await unlisten();
    expect(got).toEqual(['hello']);
  });

  it('prepares a statement again when a schema change altered its result', async () => {
    await client.exec('create table shape (a int)');
    const q = 'select * from shape where a is distinct from $1';
    await fast.query(q, [1]);
    await fast.query(q, [1]);
    await client.exec('alter table shape add column b text');
    await fast.query(q, [1]).catch(() => undefined); // PostgreSQL may refuse the old plan once
    expect((await fast.query(q, [1])).fields.map((f) => f.name)).toEqual(['a', 'b']);
  });

  it('serves drizzle: its per-query parsers are the instance ones (timestamps stay text)', async () => {
    const db = drizzle(fast);
    const rows = await db.execute<{ at: string }>(sql`select at from t where name = ${'first'}`);
    expect(rows.rows[0]!.at).toBe('2026-11-27 10:00:00+00');
  });
});

describe('pgliteForDrizzle and the file system sync', () => {
  it('skips PGlite.syncToFs for a file system whose sync does nothing (in memory, NodeFS), and calls it otherwise', async () => {
    const spy = vi.spyOn(client, 'syncToFs');
    try {
      await fast.query('select 1 as one');
      expect(spy).not.toHaveBeenCalled();
      // A file system with a sync of its own (IndexedDB, OPFS) is synced after each statement, as PGlite.query does.
      const fsOwn = (client as unknown as { fs: { syncToFs: unknown } }).fs;
      const ownSync = vi.fn(async () => undefined);
      Object.defineProperty(fsOwn, 'syncToFs', { value: ownSync, configurable: true, writable: true });
      try {
        const syncing = pgliteForDrizzle(client);
        await syncing.query('select 2 as two');
        expect(spy).toHaveBeenCalled();
        expect(ownSync).toHaveBeenCalled();
      } finally {
        delete (fsOwn as { syncToFs?: unknown }).syncToFs;
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('StatementCache', () => {
  it('names a text on its second use only, and closes the least recently used beyond its size', () => {
    const c = new StatementCache(2);
    expect(c.nameFor('a')).toBe('');
    const a = c.nameFor('a');
    expect(a).not.toBe('');
    c.add('a', { name: a, paramTypes: [], row: null });
    for (const t of ['b', 'c']) {
      c.nameFor(t);
      c.add(t, { name: c.nameFor(t), paramTypes: [], row: null });
    }
    expect(c.get('a')).toBeUndefined();
    expect(c.takeCloses()).toHaveLength(1);
    expect(c.takeCloses()).toHaveLength(0);
    expect(c.namedCount).toBe(2);
    expect(new StatementCache(0).nameFor('x')).toBe('');
  });
});

describe('bindExecuteSync', () => {
  const { serialize } = protocol;
  const theirs = (statement: string, values: Array<string | null>, before: Uint8Array[] = []) => {
    const parts = [...before, serialize.bind({ statement, values }), serialize.execute({}), serialize.sync()];
    return Buffer.concat(parts.map((p) => Buffer.from(p)));
  };

  it('writes the bytes PGlite\'s serializer writes: names, no values, nulls, empty and multi-byte text, Close messages before', () => {
    const cases: Array<[string, Array<string | null>]> = [
      ['', []],
      ['gw_s1', ['1']],
      ['gw_s12', ['Bench Marketer', null, '', '42', '@ab12cd34']],
      ['gw_s300', ['显示名称 😀', 'a\u00e9\u20ac', 'x'.repeat(5000)]],
      ['', [null, null]],
    ];
    for (const [statement, values] of cases) {
      expect(Buffer.from(bindExecuteSync(statement, values))).toEqual(theirs(statement, values));
    }
    const closes = [serialize.close({ type: 'S', name: 'gw_s7' }), serialize.close({ type: 'S', name: 'gw_s8' })];
    expect(Buffer.from(bindExecuteSync('gw_s9', ['v', null], closes))).toEqual(theirs('gw_s9', ['v', null], closes));
  });
});
