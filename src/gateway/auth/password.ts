import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1). The PHC string stores the
 * parameters, so raising them later still verifies old hashes.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 verifications ran in this process: the seam the gateway suite uses to prove that
 * a sign-in for an unknown e-mail does the same hashing work as one with a wrong password.
 */
export const passwordWork = { verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;
/** A hash of a random secret with the same parameters, made once: nothing verifies against it. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash. Without one (unknown user, or an account made by social
 * sign-in) it verifies against a dummy hash and answers false, so every path costs one argon2
 * verification and the answer time does not tell whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummy());
  passwordWork.verifications += 1;
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return ok && stored != null;
}
