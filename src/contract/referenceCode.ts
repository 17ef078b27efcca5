/**
 * The bank-transfer reference code of an account: `MC` + the account number in 8 digits + 2 check
 * digits (ISO 7064 MOD 97-10, as IBANs use), so a mistyped code on a transfer is caught when the
 * operator matches it: MC00000042 + 2 digits. Derived, never stored.
 */
export function referenceCode(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 0 || userId > 99_999_999) throw new RangeError(`No reference code for account ${userId}`);
  const body = String(userId).padStart(8, '0');
  const check = 98 - Number((BigInt(body) * 100n) % 97n);
  return `MC${body}${String(check).padStart(2, '0')}`;
}

/** Whether a code someone typed is a valid reference code (right shape and check digits). */
export function isReferenceCode(code: string): boolean {
  const m = /^MC(\d{8})(\d{2})$/.exec(code.trim().toUpperCase());
  return m !== null && Number((BigInt(m[1]! + m[2]!) % 97n)) === 1;
}

/** The account a valid reference code names (MC00000042xx -> 42), or null for anything else. */
export function referenceCodeAccount(code: string): number | null {
  if (!isReferenceCode(code)) return null;
  return Number(code.trim().toUpperCase().slice(2, 10));
}
