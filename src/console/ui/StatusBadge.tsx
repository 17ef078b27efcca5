import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../contract/display/subscriptionStatus';
import { Badge } from './Badge';

/** A status from one of the contract's status maps ({textKey, tone}); pages never hard-code a status. */
export function StatusBadge({ display }: { display: { textKey: string; tone: StatusTone } }) {
  const { t } = useTranslation();
  return <Badge tone={display.tone}>{t(display.textKey)}</Badge>;
}
