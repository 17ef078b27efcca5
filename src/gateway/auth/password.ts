import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1). The PHC string stores the
 * parameters, so raising them later still verifies old hashes.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
