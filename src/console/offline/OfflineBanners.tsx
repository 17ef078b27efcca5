import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { oldestShownOfflineAnswer } from '../session/readCache';
import { Button } from '../ui/Button';
import { offlineDataFrom, online, updateReady } from './offlineSignals';
import { ReadAge } from './ReadAge';
import { applyUpdate } from './registerServiceWorker';

/** "Offline, data from <time>" (with "as of HH:mm" of the oldest stored answer on screen, from the read cache) and "New version available - Reload" (after drafts and outbox are saved). */
export function OfflineBanners() {
  useSignals();
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const from = offlineDataFrom.value;
  return (
    <>
      {updateReady.value && (
        <div role="status" className="flex flex-wrap items-center justify-center gap-3 border-b border-indigo-200 bg-indigo-50 px-4 py-2 text-sm text-indigo-900">
          <span>{t('offline.updateAvailable')}</span>
          <Button
            variant="secondary"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            {t('common.reload')}
          </Button>
        </div>
      )}
      {(from !== null || !online.value) && (
        <div role="status" data-testid="offline-banner" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {from !== null ? t('offline.dataFrom', { time: formatDateTime(new Date(from)) }) : t('offline.youAreOffline')}
          {oldestShownOfflineAnswer.value !== null && (
            <>
              {' · '}
              <ReadAge at={oldestShownOfflineAnswer.value} />
            </>
          )}
        </div>
      )}
    </>
  );
}
