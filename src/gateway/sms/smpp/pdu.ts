/** One SMPP PDU: the 16-byte header fields and the raw body. */
export interface Pdu {
  commandId: number;
  status: number;
  seq: number;
  body: Buffer;
}

export const MAX_PDU_LENGTH = 64 * 1024;

export function encodePdu(pdu: Pdu): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(16 + pdu.body.length, 0);
  header.writeUInt32BE(pdu.commandId >>> 0, 4);
  header.writeUInt32BE(pdu.status >>> 0, 8);
  header.writeUInt32BE(pdu.seq >>> 0, 12);
  return Buffer.concat([header, pdu.body]);
}

/** Splits a TCP byte stream into PDUs. */
export class PduReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Pdu[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const out: Pdu[] = [];
    while (this.buffer.length >= 16) {
      const length = this.buffer.readUInt32BE(0);
      if (length < 16 || length > MAX_PDU_LENGTH) throw new Error(`Bad SMPP command_length ${length}`);
      if (this.buffer.length < length) break;
      out.push({
        commandId: this.buffer.readUInt32BE(4),
        status: this.buffer.readUInt32BE(8),
        seq: this.buffer.readUInt32BE(12),
        body: Buffer.from(this.buffer.subarray(16, length)),
      });
      this.buffer = this.buffer.subarray(length);
    }
    return out;
  }
}
