/**
 * Rows of a delimited text (a recipient file's or a contact import's CSV), with the delimiter
 * (comma, semicolon or tab) detected from the first line; quoted cells may hold delimiters, line
 * breaks and "" quotes; a leading BOM is dropped. One parser for the console and the gateway.
 */
export function parseDelimited(text: string): string[][] {
  const reader = new DelimitedReader();
  const rows = reader.push(text);
  rows.push(...reader.end());
  return rows;
}

/** The delimiter a line uses most: comma, semicolon or tab (comma on a tie). */
export function detectDelimiter(firstLine: string): string {
  return [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
}

/**
 * The same parser fed in pieces (a file read as a stream): `push` answers the rows completed by
 * that piece, `end` the last one. A piece may end anywhere, inside a quoted cell or between a CR
 * and its LF. The delimiter is detected once the first line is complete (or at the end).
 */
export class DelimitedReader {
  private delimiter: string | null = null;
  /** Text received before the first line was complete (the delimiter is not known yet). */
  private head = '';
  private started = false;
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** The previous piece ended on a quote inside a quoted cell (a "" pair may be split). */
  private pendingQuote = false;
  /** The previous piece ended on a CR (its LF may start the next one). */
  private pendingCr = false;

  push(piece: string): string[][] {
    if (this.delimiter === null) {
      let text = this.head + piece;
      if (!this.started && text.length > 0) {
        text = text.replace(/^\uFEFF/, '');
        this.started = true;
      }
      // The first line with text decides (a file may start with blank lines).
      const line = /^[\r\n]*([^\r\n]+)[\r\n]/.exec(text);
      if (!line) {
        this.head = text;
        return [];
      }
      this.delimiter = detectDelimiter(line[1]!);
      this.head = '';
      return this.scan(text);
    }
    return this.scan(piece);
  }

  end(): string[][] {
    const rows: string[][] = [];
    if (this.delimiter === null) {
      const text = this.head.replace(/^\uFEFF/, '');
      this.head = '';
      this.delimiter = detectDelimiter(text.replace(/^[\r\n]+/, ''));
      rows.push(...this.scan(text));
    }
    this.pendingQuote = false;
    if (this.cell !== '' || this.row.length > 0) {
      this.row.push(this.cell);
      rows.push(this.row);
    }
    this.row = [];
    this.cell = '';
    return rows;
  }

  private scan(body: string): string[][] {
    const d = this.delimiter!;
    const rows: string[][] = [];
    let i = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (body[0] === '\n') i = 1;
    }
    if (this.pendingQuote) {
      this.pendingQuote = false;
      if (body[i] === '"') {
        this.cell += '"';
        i++;
      } else this.quoted = false;
    }
    // Plain stretches are appended as slices, not character by character.
    let start = i;
    for (; i < body.length; i++) {
      const ch = body[i]!;
      if (this.quoted) {
        if (ch !== '"') continue;
        this.cell += body.slice(start, i);
        if (i + 1 === body.length) {
          this.pendingQuote = true;
          start = i + 1;
          continue;
        }
        if (body[i + 1] === '"') {
          this.cell += '"';
          i++;
        } else this.quoted = false;
        start = i + 1;
      } else if (ch === '"' && (this.cell + body.slice(start, i)).trim() === '') {
        this.quoted = true;
        this.cell = '';
        start = i + 1;
      } else if (ch === d) {
        this.row.push(this.cell + body.slice(start, i));
        this.cell = '';
        start = i + 1;
      } else if (ch === '\n' || ch === '\r') {
        this.row.push(this.cell + body.slice(start, i));
        rows.push(this.row);
        this.row = [];
        this.cell = '';
        if (ch === '\r') {
          if (i + 1 === body.length) this.pendingCr = true;
          else if (body[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
    }
    if (start < body.length) this.cell += body.slice(start);
    return rows;
  }
}
