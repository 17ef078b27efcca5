import type { ParamsOf } from '../../contract/action';
import type { Actions } from '../../contract/actions';
import { paletteSearches, type PaletteSearch } from '../../contract/paletteSearches';
import { localHref, type Href } from '../lib/routeHref';
import { callAction } from '../session';

/** One entity the palette found: what it shows and where it leads. */
export interface PaletteHit {
  id: string;
  kind: string;
  label: string;
  number: string;
  href: Href;
}

type Row = Record<string, unknown>;

/** `A|B`: the row's first of those fields that is not empty. */
export function firstField(fields: string, row: Row): string {
  for (const f of fields.split('|')) {
    const v = String(row[f] ?? '');
    if (v) return v;
  }
  return '';
}

/** A hit's address from the search's template and the row's fields (each one URI-encoded). */
export function fillHref(template: string, row: Row): string {
  return template.replace(/\{([\w|]+)\}/g, (_m, fields: string) => encodeURIComponent(firstField(fields, row)));
}

/** The hit's label: its name field, or its name fields joined with a space. */
function labelOf(search: PaletteSearch, row: Row): string {
  const fields = typeof search.name === 'string' ? [search.name] : search.name;
  return fields.map((f) => String(row[f] ?? '').trim()).filter(Boolean).join(' ');
}

function rowsOf(search: PaletteSearch, data: unknown): Row[] {
  if (!data || typeof data !== 'object') return [];
  if (!search.list) return [data as Row];
  const list = (data as Row)[search.list];
  return Array.isArray(list) ? (list as Row[]) : [];
}

/**
 * Every search of the contract's palette list, at once; duplicates (a task found by name and by
 * number) once. A search that fails (a number that names nothing) adds no hit and shows no toast.
 */
export async function searchEntities(query: string, signal: AbortSignal, searches: readonly PaletteSearch[] = paletteSearches): Promise<PaletteHit[]> {
  const q = query.trim().slice(0, 64);
  if (q.length < 2) return [];
  const answers = await Promise.all(
    searches.map((s) =>
      callAction(s.Action, { ...s.fixed, [s.param]: q } as ParamsOf<Actions[typeof s.Action]>, { signal, inline: true }).then(
        (data) => ({ s, data: data as unknown }),
        () => ({ s, data: null }),
      ),
    ),
  );
  const seen = new Set<string>();
  const hits: PaletteHit[] = [];
  for (const { s, data } of answers) {
    for (const row of rowsOf(s, data)) {
      const id = String(row[s.id] ?? '');
      const key = `${s.kind}:${id}`;
      if (!id || seen.has(key)) continue;
      seen.add(key);
      const number = s.number ? firstField(s.number, row) || id : id;
      hits.push({ id: key, kind: s.kind, label: labelOf(s, row) || number, number, href: localHref(fillHref(s.href, row)) });
    }
  }
  return hits;
}
