import { navigate } from '../lib/navigate';
import { callAction } from './callAction';
import { clearCredentials, readCredentials } from './credentials';
import { logoutGuards, logoutHooks } from './outboxHook';
import { resetSessionState } from './sessionState';
import { routeHref } from '../lib/routeHref';

/** LogoutToken with the refresh token (server-side revoke), then clear and go to sign-in. */
export async function logout(): Promise<void> {
  // E.g. the outbox still holds unsent items: the user is asked first.
  for (const guard of logoutGuards) if (!(await guard())) return;
  const refreshToken = readCredentials()?.refreshToken;
  if (refreshToken) {
    try {
      await callAction('LogoutToken', { RefreshToken: refreshToken });
    } catch {
      /* signed out locally regardless */
    }
  }
  clearCredentials();
  resetSessionState();
  for (const hook of logoutHooks) {
    try {
      await hook();
    } catch (err) {
      console.warn('logout hook failed', err);
    }
  }
  navigate(routeHref('/signin'), { replace: true, force: true });
}
