import { useTranslation } from 'react-i18next';
import { readAgeTime } from './readAge';

/**
 * Inline on an area page: "Offline — showing data as of 10:42" when what the page shows is a
 * stored answer (useAction(...).asOf), instead of a network error; nothing when it is fresh.
 */
export function OfflineAge({ at }: { at: number | null }) {
  const { t } = useTranslation();
  if (at === null) return null;
  return (
    <p role="status" data-testid="offline-age" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('offline.offlineDataAsOf', { time: readAgeTime(at) })}
    </p>
  );
}
