import { createWriteStream, type WriteStream } from 'node:fs';
import { Zip, ZipDeflate } from 'fflate';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const enc = new TextEncoder();

const PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="1"><xf xfId="0"/></cellXfs></styleSheet>`,
};

/** Text as an XML text node: markup escaped, characters XML 1.0 cannot hold removed. */
function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * Writes a one-sheet .xlsx (Office Open XML) to a file row by row: the sheet's XML is deflated into
 * the zip as it is produced (fflate's streaming Zip), so a million rows never sit in memory. Every
 * cell is an inline string: no value is ever read as a formula, a number or a date by Excel.
 */
export class XlsxStreamWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private row = 0;
  private failed: Error | null = null;
  private readonly finished: Promise<void>;
  private pending: string[] = [];
  private pendingLength = 0;

  constructor(path: string, sheetName = 'Sheet1') {
    this.out = createWriteStream(path);
    let resolveDone!: () => void;
    let rejectDone!: (e: Error) => void;
    this.finished = new Promise<void>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    this.out.on('error', (e) => {
      this.failed = e;
      rejectDone(e);
    });
    this.zip = new Zip((err, data, final) => {
      if (err) {
        this.failed = err;
        rejectDone(err);
        return;
      }
      this.out.write(data);
      if (final) this.out.end(() => resolveDone());
    });
    for (const [name, text] of Object.entries({
      ...PARTS,
      'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    })) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(enc.encode(text), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    this.sheet.push(enc.encode(`${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`));
  }

  /** Adds one row of text cells. */
  addRow(cells: readonly string[]): void {
    this.row++;
    const r = this.row;
    let xml = `<row r="${r}">`;
    cells.forEach((c, i) => {
      if (c === '') return;
      xml += `<c r="${columnName(i)}${r}" t="inlineStr"><is><t xml:space="preserve">${xmlText(c)}</t></is></c>`;
    });
    xml += '</row>';
    this.pending.push(xml);
    this.pendingLength += xml.length;
    if (this.pendingLength > 256 * 1024) this.flushRows();
  }

  private flushRows(): void {
    if (this.pending.length === 0) return;
    this.sheet.push(enc.encode(this.pending.join('')));
    this.pending = [];
    this.pendingLength = 0;
  }

  /** Resolves once the output stream can take more (call between pages). */
  async drained(): Promise<void> {
    if (this.failed) throw this.failed;
    if (this.out.writableNeedDrain) await new Promise<void>((r) => this.out.once('drain', () => r()));
  }

  /** Ends the sheet and the zip; resolves when the file is complete on disk. */
  async close(): Promise<void> {
    this.flushRows();
    this.sheet.push(enc.encode('</sheetData></worksheet>'), true);
    this.zip.end();
    await this.finished;
  }

  /** Stops writing (the caller deletes the file). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}
