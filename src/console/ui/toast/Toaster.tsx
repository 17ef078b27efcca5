import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { dismissToast, toasts, type ToastKind } from './toastStore';

const tone: Record<ToastKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

/** The one toast region; a polite live region so screen readers announce each message. */
export function Toaster() {
  useSignals();
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
    >
      {toasts.value.map((toast) => (
        <div
          key={toast.id}
          data-toast={toast.kind}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone[toast.kind]}`}
        >
          <span className="flex-1">{toast.text}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
