import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_CACHE_PREFIX, actionCacheKey, cacheKeyUser, paramsHash } from './actionCacheKey';

const base = { user: 42, language: 'en', action: 'ListProjects' };

describe('actionCacheKey', () => {
  it('is a synthetic GET path keyed by user, language, Action and params hash', () => {
    const key = actionCacheKey({ ...base, params: { A: 1 } });
    expect(key).toMatch(/^\/__action-cache\/42\/en\/ListProjects\?h=[0-9a-z]{22}$/);
    expect(key.startsWith(ACTION_CACHE_PREFIX)).toBe(true);
  });

  it('ignores key order, undefined members, Action and IdempotencyKey', () => {
    const a = actionCacheKey({ ...base, params: { B: { y: 2, x: 1 }, A: [1, 2], C: undefined } });
    const b = actionCacheKey({ ...base, params: { A: [1, 2], B: { x: 1, y: 2 }, Action: 'ListProjects', IdempotencyKey: 'abcdefgh' } });
    expect(a).toBe(b);
  });

  it('differs by user, language, Action and any param value', () => {
    const k = actionCacheKey({ ...base, params: { Page: 1 } });
    expect(actionCacheKey({ ...base, user: 43, params: { Page: 1 } })).not.toBe(k);
    expect(actionCacheKey({ ...base, language: 'zh', params: { Page: 1 } })).not.toBe(k);
    expect(actionCacheKey({ ...base, action: 'GetUserInfo', params: { Page: 1 } })).not.toBe(k);
    expect(actionCacheKey({ ...base, params: { Page: 2 } })).not.toBe(k);
    expect(actionCacheKey({ ...base, params: { Page: '1' } })).not.toBe(k);
    expect(actionCacheKey({ ...base, params: { Page: [1] } })).not.toBe(k);
  });

  it('language is case-insensitive; an empty user or language still gives a valid path', () => {
    expect(actionCacheKey({ ...base, language: 'EN', params: {} })).toBe(actionCacheKey({ ...base, params: {} }));
    expect(actionCacheKey({ user: '', language: '', action: 'X', params: {} })).toMatch(/^\/__action-cache\/-\/-\/X\?h=/);
  });

  it('escapes path segments and reads the user back', () => {
    const key = actionCacheKey({ ...base, user: 'a/b c', params: {} });
    expect(new URL(key, 'http://x').pathname.split('/')).toHaveLength(5);
    expect(cacheKeyUser(new URL(key, 'http://x').pathname)).toBe('a/b c');
    expect(cacheKeyUser('/api')).toBeNull();
  });

  it('params hash: equal canonical JSON gives equal hash (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(paramsHash(reversed)).toBe(paramsHash(obj));
      }),
    );
  });

  it('params hash: no collisions over 20000 distinct params', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(paramsHash({ Page: i, Query: `q${i % 97}` }));
    expect(seen.size).toBe(20_000);
  });
});
