/** A spreadsheet cell as text: whole numbers without exponent or decimals (Excel often stores phones as numbers). */
function cellText(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The rows of the first sheet of an .xlsx workbook as text, read with SheetJS (loaded on first use). */
export async function xlsxRows(data: Uint8Array): Promise<string[][]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(data, { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false, defval: '' });
  return rows.map((r) => r.map(cellText));
}
