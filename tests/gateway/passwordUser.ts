import { createUser } from '../../src/gateway/actions/account/createUser';
import { hashPassword } from '../../src/gateway/auth/password';
import { uniqueEmail } from './accountFlow';
import type { TestGateway } from './harness';

/** An activated account with a password, straight through the database (no phone code or e-mail). */
export async function passwordUser(t: TestGateway, password = 'Owner-2026!'): Promise<{ email: string; password: string; userId: number }> {
  const email = uniqueEmail('owner');
  const userId = await createUser(t.db, { email, passwordHash: await hashPassword(password), displayName: 'Owner', activated: true }, Date.now());
  return { email, password, userId };
}
