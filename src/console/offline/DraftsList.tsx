import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format';
import { navigate } from '../lib/navigate';
import { Button } from '../ui/Button';
import { deleteDraft } from './draftStore';
import { drafts } from './offlineSignals';
import { reportStorageError } from './reportStorageError';
import { localHref } from '../lib/routeHref';

/** The signed-in user's drafts, newest first: reopen one (the form restores it) or discard it. */
export function DraftsList({ onOpen }: { onOpen?: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const list = drafts.value;
  if (list.length === 0) return <p className="text-sm text-slate-600">{t('offline.noDrafts')}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="drafts-list">
      {list.map((d) => (
        <li key={d.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{d.title || t('offline.untitled')}</p>
            <p className="text-xs text-slate-600">{t('offline.savedAt', { time: formatDateTime(new Date(d.updatedAt)) })}</p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="secondary"
              onClick={() => {
                onOpen?.();
                navigate(localHref(d.route));
              }}
            >
              {t('offline.open')}
            </Button>
            <Button variant="ghost" onClick={() => void deleteDraft(d.userId, d.formKey).catch(reportStorageError)}>
              {t('offline.discard')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
