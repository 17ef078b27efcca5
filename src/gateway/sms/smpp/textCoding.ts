import { GSM_BASIC, GSM_ESCAPE, GSM_EXTENSION, isGsmText } from '../../../contract/sms/gsmCharset';
import { DATA_CODING_DEFAULT, DATA_CODING_UCS2 } from './commands';

const basic = [...GSM_BASIC];
const toSeptet = new Map(basic.map((ch, i) => [ch, i] as const));
const fromExtension = new Map(Object.entries(GSM_EXTENSION).map(([ch, v]) => [v, ch] as const));

/** Text to (data_coding, octets): GSM 03.38 unpacked septets (data_coding 0) when plain, else UCS-2 big-endian (8). */
export function encodeText(text: string): { dataCoding: number; bytes: Buffer } {
  if (!isGsmText(text)) {
    const le = Buffer.from(text, 'utf16le');
    return { dataCoding: DATA_CODING_UCS2, bytes: le.swap16() };
  }
  const out: number[] = [];
  for (const ch of text) {
    const septet = toSeptet.get(ch);
    if (septet !== undefined && septet !== GSM_ESCAPE) out.push(septet);
    else out.push(GSM_ESCAPE, GSM_EXTENSION[ch]!);
  }
  return { dataCoding: DATA_CODING_DEFAULT, bytes: Buffer.from(out) };
}

export function decodeText(dataCoding: number, bytes: Buffer): string {
  if (dataCoding === DATA_CODING_UCS2) return Buffer.from(bytes).swap16().toString('utf16le');
  if (dataCoding !== DATA_CODING_DEFAULT) return bytes.toString('latin1');
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === GSM_ESCAPE && i + 1 < bytes.length) out += fromExtension.get(bytes[++i]!) ?? ' ';
    else out += basic[b & 0x7f] ?? '?';
  }
  return out;
}
