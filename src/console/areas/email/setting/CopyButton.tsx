import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copyText';
import { showToast } from '../../../ui/toast/toastStore';

/** A small button copying one value of a DNS record, named for screen readers by what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={label}
      className="shrink-0 rounded px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      onClick={() =>
        void copyText(value).then((ok) => showToast(ok ? 'success' : 'error', ok ? t('email.setting.record.copied') : t('email.setting.record.copyFailed')))
      }
    >
      {t('email.setting.record.copy')}
    </button>
  );
}
