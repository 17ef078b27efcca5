import { SALE_CODE_TTL_SECONDS } from '../../contract/constants';
import { storage } from './storage';
import { StorageKeys } from './storageKeys';

interface Stored {
  value: string;
  expires: number;
}

const params = { saleCode: StorageKeys.saleCode, channelCode: StorageKeys.channelCode } as const;

/** Stores saleCode / channelCode found in the query string for 259200 s (spec 000 §3, §9). */
export function captureMarketingCodes(search: string, now: number = Date.now()): void {
  const query = new URLSearchParams(search);
  for (const [param, key] of Object.entries(params)) {
    const value = query.get(param)?.trim();
    if (!value) continue;
    const stored: Stored = { value: value.slice(0, 64), expires: now + SALE_CODE_TTL_SECONDS * 1000 };
    storage.set(key, JSON.stringify(stored));
  }
}

function read(key: string, now: number): string | undefined {
  const raw = storage.get(key);
  if (!raw) return undefined;
  try {
    const s = JSON.parse(raw) as Stored;
    if (typeof s.value === 'string' && s.expires > now) return s.value;
  } catch {
    /* fall through */
  }
  storage.remove(key);
  return undefined;
}

/** The codes still valid now, as RegisterAdminUser parameters. */
export function readMarketingCodes(now: number = Date.now()): { SaleCode?: string; ChannelCode?: string } {
  const SaleCode = read(StorageKeys.saleCode, now);
  const ChannelCode = read(StorageKeys.channelCode, now);
  return { ...(SaleCode ? { SaleCode } : {}), ...(ChannelCode ? { ChannelCode } : {}) };
}
