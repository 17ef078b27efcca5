import type { RowMirrorSpec } from './action';

/** One row of a read answer for an IndexedDB mirror. */
export interface MirrorRow {
  id: string;
  name: string;
  /** Seconds (inbox rows); 0 when the spec has no time field. */
  time: number;
  /** Lower-case text searched offline. */
  search: string;
  data: Record<string, unknown>;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The rows of a read answer its registry entry's `mirror` declares (pure, unit-tested). */
export function mirrorRows(spec: RowMirrorSpec, data: unknown): MirrorRow[] {
  if (!data || typeof data !== 'object') return [];
  const d = data as Row;
  let rows: Row[] = [];
  const listKey = spec.list?.find((k) => Array.isArray(d[k]));
  if (listKey) rows = (d[listKey] as unknown[]).filter((r): r is Row => Boolean(r) && typeof r === 'object');
  else if (str(d[spec.id])) rows = [d];
  const out: MirrorRow[] = [];
  for (const r of rows) {
    const id = str(r[spec.id]);
    if (!id) continue;
    out.push({
      id,
      name: spec.name ? str(r[spec.name]) : '',
      time: spec.time ? Number(r[spec.time] ?? 0) || 0 : 0,
      search: spec.search.map((k) => str(r[k])).join(' ').toLowerCase(),
      data: r,
    });
  }
  return out;
}
