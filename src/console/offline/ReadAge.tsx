import { useTranslation } from 'react-i18next';
import { readAgeTime } from './readAge';

/** "as of 10:42": the age of a read answer shown from the service worker's cache (offline); nothing when fresh. */
export function ReadAge({ at }: { at: number | null }) {
  const { t } = useTranslation();
  if (at === null) return null;
  return (
    <span data-testid="read-age" className="whitespace-nowrap">
      {t('offline.asOf', { time: readAgeTime(at) })}
    </span>
  );
}
