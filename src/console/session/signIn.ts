import type { AuthTokens } from '../../contract/entities/user';
import { saveTokens } from './credentials';
import { signedIn } from './sessionState';
import { loadSession } from './startup';

/** Stores the tokens of a successful sign-in and loads the signed-in user's data. */
export async function completeSignIn(tokens: AuthTokens, email?: string): Promise<void> {
  saveTokens(tokens, Date.now(), email);
  signedIn.value = true;
  await loadSession();
}
