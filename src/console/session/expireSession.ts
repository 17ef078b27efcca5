import { currentAddress, navigate } from '../lib/navigate';
import { routeHref } from '../lib/routeHref';
import { clearCredentials } from './credentials';
import { resetSessionState } from './sessionState';
import { signInAddress } from './signInAddress';

/** Not signed in any more (RetCode 215398 or a failed GetUserInfo): clear and go to sign-in. */
export function expireSession(): void {
  clearCredentials();
  resetSessionState();
  const here = currentAddress();
  if (here.startsWith(routeHref('/signin'))) return;
  navigate(signInAddress(here), { replace: true, force: true });
}
