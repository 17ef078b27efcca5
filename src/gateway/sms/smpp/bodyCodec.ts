/** Builds a PDU body field by field. */
export class BodyWriter {
  private parts: Buffer[] = [];

  cstring(value: string): this {
    this.parts.push(Buffer.from(value, 'latin1'), Buffer.from([0]));
    return this;
  }

  u8(value: number): this {
    this.parts.push(Buffer.from([value & 0xff]));
    return this;
  }

  bytes(value: Buffer): this {
    this.parts.push(value);
    return this;
  }

  tlv(tag: number, value: Buffer): this {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(tag, 0);
    head.writeUInt16BE(value.length, 2);
    this.parts.push(head, value);
    return this;
  }

  build(): Buffer {
    return Buffer.concat(this.parts);
  }
}

/** Reads a PDU body field by field; throws on a truncated body. */
export class BodyReader {
  private pos = 0;
  constructor(private readonly buf: Buffer) {}

  cstring(): string {
    const end = this.buf.indexOf(0, this.pos);
    if (end < 0) throw new Error('Unterminated C-Octet String');
    const value = this.buf.toString('latin1', this.pos, end);
    this.pos = end + 1;
    return value;
  }

  u8(): number {
    if (this.pos >= this.buf.length) throw new Error('Truncated PDU body');
    return this.buf[this.pos++]!;
  }

  bytes(n: number): Buffer {
    if (this.pos + n > this.buf.length) throw new Error('Truncated PDU body');
    const value = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return Buffer.from(value);
  }

  /** Optional parameters to the end of the body. */
  tlvs(): Map<number, Buffer> {
    const out = new Map<number, Buffer>();
    while (this.pos + 4 <= this.buf.length) {
      const tag = this.buf.readUInt16BE(this.pos);
      const len = this.buf.readUInt16BE(this.pos + 2);
      this.pos += 4;
      out.set(tag, this.bytes(len));
    }
    return out;
  }

  get done(): boolean {
    return this.pos >= this.buf.length;
  }
}
