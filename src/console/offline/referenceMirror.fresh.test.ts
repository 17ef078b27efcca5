import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WalletProductType } from '../../contract/constants';
import { initI18n } from '../i18n/i18n';
import { NetworkError } from '../session/actionErrors';
import { readAction } from '../session/callAction';
import { saveTokens } from '../session/credentials';
import { setReadFallback } from '../session/outboxHook';
import { setStoreForTests } from '../session/storage';
import { setFetchForTests } from '../session/transport';
import { toasts } from '../ui/toast/toastStore';
import { mirrorReferenceAnswer, prefetchReferenceData, storedReferenceAnswer } from './referenceMirror';
import { listReferences, setReferenceDbNameForTests } from './referenceStore';

const DATA: Record<string, unknown> = {
  GetUSMSPrice: { Prices: [{ CountryCode: 'US', Price: 500 }] },
  GetBalance: { Available: 1230000 },
  GetCountryCodeList: { Countries: [{ CountryCode: 'US', CountryName: 'United States' }] },
  GetTimeZones: { TimeZones: [{ Name: 'UTC', Offset: 0 }] },
};

let asked: Array<{ Action: string } & Record<string, unknown>>;
const offlineNetwork = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  setStoreForTests();
  saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 7 });
  await setReferenceDbNameForTests(`reference-${Math.random()}`);
  toasts.value = [];
  asked = [];
  setFetchForTests(async (_url, init) => {
    const body = JSON.parse(String(init.body)) as { Action: string };
    asked.push(body);
    return new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: DATA[body.Action] ?? {} }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reference data mirror (registry `mirror: { store: "reference" }`)', () => {
  it('prefetches every listed read once online, with the params pages use', async () => {
    await prefetchReferenceData();
    expect(asked.map((a) => a.Action).sort()).toEqual(['GetBalance', 'GetCountryCodeList', 'GetTimeZones', 'GetUSMSPrice']);
    expect(asked.find((a) => a.Action === 'GetBalance')).toMatchObject({ ProductType: WalletProductType.SMS });
    const rows = await listReferences();
    expect(rows.map((r) => r.action).sort()).toEqual(['GetBalance', 'GetCountryCodeList', 'GetTimeZones', 'GetUSMSPrice']);
    expect(rows.every((r) => r.userId === 7)).toBe(true);
  });

  it('answers a read the network cannot, with the time it was fetched, and no error toast', async () => {
    const before = Date.now();
    await prefetchReferenceData();
    setReadFallback(storedReferenceAnswer);
    setFetchForTests(offlineNetwork);
    await expect(readAction('GetUSMSPrice', {})).resolves.toEqual(DATA.GetUSMSPrice);
    await expect(readAction('GetBalance', { ProductType: WalletProductType.SMS })).resolves.toEqual(DATA.GetBalance);
    const stored = await storedReferenceAnswer('GetUSMSPrice', {});
    expect(stored!.cachedAt).toBeGreaterThanOrEqual(before);
    expect(toasts.value).toEqual([]);
  });

  it('keeps answers fetched by pages (not only prefetched ones), never the worker\'s stored copies', async () => {
    await mirrorReferenceAnswer({ action: 'GetBalance', params: { ProductType: 0 }, data: { Available: 1 }, cachedAt: null });
    await mirrorReferenceAnswer({ action: 'GetUSMSPrice', params: {}, data: { Prices: [] }, cachedAt: 1000 });
    await mirrorReferenceAnswer({ action: 'GetUSMSSendTask', params: {}, data: { Tasks: [] }, cachedAt: null });
    expect((await listReferences()).map((r) => r.key)).toEqual(['7:GetBalance {"ProductType":0}']);
  });

  it('a read with nothing stored fails offline in words, not "Failed to fetch"', async () => {
    setReadFallback(storedReferenceAnswer);
    setFetchForTests(offlineNetwork);
    vi.stubGlobal('navigator', { onLine: false });
    const err = await readAction('GetUSMSPrice', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).not.toMatch(/Failed to fetch/);
    expect(toasts.value.map((t) => t.text)).toEqual([(err as Error).message]);
    expect((err as Error).message).toMatch(/offline/i);
  });
});
