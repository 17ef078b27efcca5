import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { signedIn } from '../session';
import { TextLink } from '../ui/TextLink';
import { routeHref } from '../lib/routeHref';

/** Any path that is not in the route table. */
export function NotFoundPage() {
  useSignals();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <p className="mt-8">
        <TextLink to={signedIn.value ? routeHref('/dashboard') : routeHref('/signin')}>{signedIn.value ? t('notFound.toDashboard') : t('auth.backToSignIn')}</TextLink>
      </p>
    </div>
  );
}
