import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../ui/useHydrated';

/**
 * The frame of every sign-in family page: product name, a title and the form. Its controls are
 * disabled until the page is live (a prerendered page paints before its script has run).
 */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-md">
      <p className="mb-6 text-center text-sm font-semibold tracking-wide text-indigo-700">{t('app.name')}</p>
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <fieldset disabled={!hydrated} className="mt-6 min-w-0">
          {children}
        </fieldset>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
