import type { TimeZone } from '../../../contract/entities/reference';
import type { Handler } from '../../handlers';
import { timeZoneList } from './timeZoneList';

/** Offsets move with daylight saving: the list is recomputed at most every 10 minutes. */
const TTL_MS = 600_000;
let cache: { at: number; zones: TimeZone[] } | null = null;

export const getTimeZones: Handler<'GetTimeZones'> = async (_params, ctx) => {
  if (!cache || ctx.now - cache.at > TTL_MS || ctx.now < cache.at) cache = { at: ctx.now, zones: timeZoneList(ctx.now) };
  return { TimeZones: cache.zones };
};
