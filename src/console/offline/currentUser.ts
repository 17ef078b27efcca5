import { readCredentials } from '../session/credentials';

/** The signed-in user's id (outbox items, drafts and mirrors are per user); null when signed out. */
export function currentUserId(): number | null {
  const id = readCredentials()?.adminUserId;
  return id ? id : null;
}
