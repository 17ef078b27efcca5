/** Content-MD5 (RFC 1864) is the base64 of the 16-byte digest; MD5value is its lower-case hex. */
export function md5HexToBase64(hex: string): string {
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new Error('MD5 must be 32 hex digits');
  let binary = '';
  for (let i = 0; i < 32; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary);
}

export function md5Base64ToHex(b64: string): string | null {
  let binary: string;
  try {
    binary = atob(b64.trim());
  } catch {
    return null;
  }
  if (binary.length !== 16) return null;
  let hex = '';
  for (let i = 0; i < binary.length; i++) hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}
