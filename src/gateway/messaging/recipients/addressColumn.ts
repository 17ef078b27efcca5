import type { Channel } from '../Channel';

/**
 * The addresses of a table (a recipient file): the column where most cells are valid addresses by
 * the channel's rule (the first on a tie); a first row whose cell there is not one, above rows
 * that hold some or without any digit, is a header. Blank cells are dropped.
 */
export function addressColumn(channel: Pick<Channel, 'address'>, rows: readonly (readonly string[])[], defaultCountry?: string): string[] {
  const valid = (cell: string) => channel.address.parse(channel.address.clean(cell), defaultCountry) !== null;
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (width === 0) return [];
  const hits = Array<number>(width).fill(0);
  for (const r of rows) r.forEach((c, i) => valid(c) && (hits[i] = hits[i]! + 1));
  const column = hits.indexOf(Math.max(...hits));
  const cells = rows.map((r) => (r[column] ?? '').trim());
  // A header: not an address, above rows that hold some, or with no digit at all (as the console's file check reads it: a header-only file is empty).
  if (cells.length > 0 && !valid(cells[0]!) && ((cells.length > 1 && hits[column]! > 0) || !/\d/.test(cells[0]!))) cells.shift();
  return cells.filter((c) => c !== '');
}
