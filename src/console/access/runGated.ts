import { MessageKey } from '../../contract/messages';
import { t } from '../i18n/i18n';
import { navigate } from '../lib/navigate';
import { routeHref, type Href } from '../lib/routeHref';
import { showToast } from '../ui/toast/toastStore';
import { accessSubject } from './accessSubject';
import { decideAccess, type Requirement } from './decideAccess';

let upgradeRoute: Href = routeHref('/subscription');

/** The route table tells where upgrading happens (/bill/upgrade once built, else /subscription). */
export function setUpgradeRoute(href: Href): void {
  upgradeRoute = href;
}

/**
 * Gated feature access (spec 000 §6): returns true when the feature may run; otherwise shows
 * AMCLOUD_01173 and goes to the upgrade page, or warns AMCLOUD_NO_UPGRADE_PERMISSION.
 */
export function runGated(req: Requirement): boolean {
  const subject = accessSubject.value;
  if (!subject) return false;
  const decision = decideAccess(req, subject);
  if (decision === 'allow') return true;
  if (decision === 'upgrade') {
    showToast('error', t(`messages.${MessageKey.UpgradeNeeded}`));
    navigate(upgradeRoute);
  } else if (decision === 'no-upgrade-permission') {
    showToast('warning', t(`messages.${MessageKey.NoUpgradePermission}`));
  }
  return false;
}
