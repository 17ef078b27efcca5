import { isIP } from 'node:net';

/** 16 bytes of an IPv6 address, or null when the text is not one. */
export function ipv6Bytes(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  if (isIP(s) !== 6) return null;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    s = s.slice(0, -dotted[1]!.length) + '0:0';
  }
  const [head, rest] = s.includes('::') ? s.split('::') : [s, null];
  const groups = (part: string | null | undefined) => (part ? part.split(':').filter((g) => g !== '') : []);
  const h = groups(head);
  const r = groups(rest);
  const all = rest === null ? h : [...h, ...Array<string>(8 - h.length - r.length).fill('0'), ...r];
  const bytes = all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}

const V4_BLOCKS: Array<[number[], number, string]> = [
  [[0, 0, 0, 0], 8, 'an unspecified ("this network") address'],
  [[127, 0, 0, 0], 8, 'a loopback address'],
  [[10, 0, 0, 0], 8, 'a private address'],
  [[172, 16, 0, 0], 12, 'a private address'],
  [[192, 168, 0, 0], 16, 'a private address'],
  [[100, 64, 0, 0], 10, 'a shared (carrier-grade NAT) address'],
  [[169, 254, 169, 254], 32, 'the cloud metadata address'],
  [[169, 254, 0, 0], 16, 'a link-local address'],
  [[192, 0, 0, 0], 24, 'a reserved address'],
  [[198, 18, 0, 0], 15, 'a reserved address'],
  [[224, 0, 0, 0], 4, 'a multicast address'],
  [[240, 0, 0, 0], 4, 'a reserved or broadcast address'],
];

function inBlock(bytes: readonly number[], base: readonly number[], bits: number): boolean {
  for (let i = 0; i < base.length; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i]! & mask) !== (base[i]! & mask)) return false;
  }
  return true;
}

function v4Reason(bytes: readonly number[]): string | null {
  for (const [base, bits, reason] of V4_BLOCKS) if (inBlock(bytes, base, bits)) return reason;
  return null;
}

/**
 * Why an IP address may not receive a callback (loopback, private, shared, link-local, cloud
 * metadata, unspecified, multicast, reserved — also inside IPv4-mapped, IPv4-compatible, NAT64 and
 * 6to4 IPv6 forms), or null for a public address. Text that is not an IP address answers null.
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return v4Reason(bare.split('.').map(Number));
  const b = ipv6Bytes(bare);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 16)) return 'an unspecified address';
  if (zeros(0, 15) && b[15] === 1) return 'a loopback address';
  // IPv4 inside IPv6: mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4 2002:AABB:CCDD::.
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4Reason(b.slice(12));
  if (zeros(0, 12)) return v4Reason(b.slice(12)) ?? 'a reserved address';
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return v4Reason(b.slice(12));
  if (b[0] === 0x20 && b[1] === 0x02) return v4Reason(b.slice(2, 6));
  if (b[0] === 0xfd && b[1] === 0x00 && b[2] === 0x0e && b[3] === 0xc2 && zeros(4, 14) && b[14] === 0x02 && b[15] === 0x54) return 'the cloud metadata address';
  if ((b[0]! & 0xfe) === 0xfc) return 'a private (unique local) address';
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'a link-local address';
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'a site-local address';
  if (b[0] === 0xff) return 'a multicast address';
  return null;
}
