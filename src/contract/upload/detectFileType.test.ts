import { describe, expect, it } from 'vitest';
import { declaredTypeMatches, detectFileType, typesForDeclared } from './detectFileType';
import { md5Base64ToHex, md5HexToBase64 } from './md5Base64';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectFileType', () => {
  const cases: Array<[string, Uint8Array, string]> = [
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['gif', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['flac', bytes('fLaC', [0, 0, 0, 34]), 'audio/flac'],
    ['mp3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mp3'],
    ['aac', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/x-m4a'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['wma', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6]), 'audio/x-ms-wma'],
    ['xlsx', bytes('PK', [3, 4, 20, 0], '[Content_Types].xml....xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['docx', bytes('PK', [3, 4, 20, 0], 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['csv', bytes('Phone,Name\n8613800000000,Li Lei\n'), 'text/csv'],
    ['txt', new TextEncoder().encode('héllo wörld 你好\n'), 'text/plain'],
  ];
  for (const [name, head, declared] of cases) {
    it(`recognises ${name} and accepts it declared as ${declared}`, () => {
      const detected = detectFileType(head, declared);
      expect(detected).toBe(name);
      expect(declaredTypeMatches(detected!, declared)).toBe(true);
    });
  }

  it('refuses binary junk and empty files', () => {
    expect(detectFileType(bytes([0, 1, 2, 3, 0xfe]))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(bytes([0xc3, 0x28, 0x41, 0x41, 0x41, 0x41]))).toBeNull();
  });

  it('a mismatch between real and declared type is refused', () => {
    expect(declaredTypeMatches('png', 'image/jpeg')).toBe(false);
    expect(declaredTypeMatches('pdf', 'image/png')).toBe(false);
    expect(declaredTypeMatches('txt', 'application/pdf')).toBe(false);
    expect(declaredTypeMatches('jpeg', 'IMAGE/JPEG; charset=binary')).toBe(true);
  });

  it('knows which real types a declared type may stand for', () => {
    expect(typesForDeclared('image/png')).toEqual(['png']);
    expect(typesForDeclared('text/csv')).toEqual(expect.arrayContaining(['csv', 'txt']));
    expect(typesForDeclared('application/x-msdownload')).toEqual([]);
  });
});

describe('Content-MD5', () => {
  it('converts between hex and base64 of the digest', () => {
    // MD5("") = d41d8cd98f00b204e9800998ecf8427e; base64 1B2M2Y8AsgTpgAmY7PhCfg==
    expect(md5HexToBase64('d41d8cd98f00b204e9800998ecf8427e')).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
    expect(md5Base64ToHex('1B2M2Y8AsgTpgAmY7PhCfg==')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Base64ToHex('not base64!')).toBeNull();
    expect(md5Base64ToHex('AAAA')).toBeNull();
    expect(() => md5HexToBase64('xyz')).toThrow();
  });
});
