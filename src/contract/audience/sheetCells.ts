/**
 * The cells of a spreadsheet (SheetJS's dense sheet) as the text a person sees, shared by the
 * console's preview worker and the gateway's import job so both read a file alike. SheetJS is
 * passed in (the contract imports no package): `isDate` / `dateCode` are its `SSF.is_date` and
 * `SSF.parse_date_code`.
 */
export interface SheetCell {
  /** Type: n number, s string, b boolean, e error, d date, z stub. */
  t?: string;
  v?: unknown;
  /** Number format, when read with `cellNF: true`. */
  z?: string | number;
}

export interface SheetDates {
  isDate(format: string | number): boolean;
  dateCode(serial: number): { y: number; m: number; d: number; H: number; M: number; S: number } | null | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One cell as text: whole numbers without exponent or decimals (Excel often stores phone numbers
 * as numbers), date-formatted numbers (Excel's date serials) as YYYY-MM-DD (with HH:mm when the
 * time is not midnight), booleans as true / false, errors and stubs empty. A formula cell gives
 * its cached result.
 */
export function sheetCellText(cell: SheetCell | null | undefined, dates: SheetDates): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  const v = cell.v;
  if (cell.t === 'e' || cell.t === 'z') return '';
  if (cell.t === 'b' || typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'number') {
    if (cell.z !== undefined && cell.z !== 'General' && dates.isDate(cell.z)) {
      const c = dates.dateCode(v);
      if (c) return `${c.y}-${pad(c.m)}-${pad(c.d)}${c.H || c.M ? ` ${pad(c.H)}:${pad(c.M)}` : ''}`;
    }
    if (Number.isInteger(v)) return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    return String(v);
  }
  return String(v);
}

/** A dense sheet: rows of cells (`!data`) and its used range (`!ref`, e.g. "A1:F20"). */
export interface DenseSheet {
  '!data'?: (SheetCell | null | undefined)[][];
  '!ref'?: string;
}

/** The column index of a cell reference's letters ("A" 0, "AA" 26). */
function columnOf(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The used range of a sheet as 0-based first and last row and last column; null when empty. */
export function sheetRange(sheet: DenseSheet): { firstRow: number; lastRow: number; lastColumn: number } | null {
  const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(sheet['!ref'] ?? '');
  if (!m) return null;
  return { firstRow: Number(m[2]) - 1, lastRow: Number(m[4] ?? m[2]) - 1, lastColumn: columnOf(m[3] ?? m[1]!) };
}

/**
 * Every row of the used range in order, blank ones included, as text cells with its row number as
 * the spreadsheet shows it (1-based).
 */
export function* sheetRows(sheet: DenseSheet, dates: SheetDates, maxColumns: number): Generator<{ row: number; cells: string[] }> {
  const range = sheetRange(sheet);
  if (!range) return;
  const data = sheet['!data'] ?? [];
  const width = Math.min(range.lastColumn + 1, maxColumns);
  for (let r = range.firstRow; r <= range.lastRow; r++) {
    const src = data[r] ?? [];
    const cells: string[] = [];
    for (let c = 0; c < width; c++) cells.push(sheetCellText(src[c], dates));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    yield { row: r + 1, cells };
  }
}
