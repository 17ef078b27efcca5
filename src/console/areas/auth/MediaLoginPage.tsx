import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ROUTE, SocialProviders, type SocialProvider } from '../../../contract/constants';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { callAction, completeSignIn } from '../../session';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { SocialBindForms } from './SocialBindForms';
import { providerLabel } from './socialProviders';
import { useKeyedAction } from './useKeyedAction';
import { useQueryParam } from './useQueryParam';
import { routeHref } from '../../lib/routeHref';

const isProvider = (v: string): v is SocialProvider => (SocialProviders as readonly string[]).includes(v);

/** The provider's return address: finishes social sign-in with the code and state. */
export function MediaLoginPage({ params }: PageProps) {
  const { t } = useTranslation();
  const type = params.type ?? '';
  const code = useQueryParam('code');
  const state = useQueryParam('state');
  const valid = isProvider(type) && code !== '' && state !== '';
  const [signingIn, setSigningIn] = useState(false);
  const result = useKeyedAction('LoginBySocialMedia', valid ? `${type}:${code}:${state}` : '', async () => {
    const r = await callAction('LoginBySocialMedia', { Type: type as SocialProvider, Code: code, State: state });
    if (r.Bound && r.Tokens) {
      setSigningIn(true);
      await completeSignIn(r.Tokens, r.Email ?? undefined);
      navigate(routeHref(DEFAULT_ROUTE), { replace: true });
    }
    return r;
  });
  const title = t('auth.social.title', { provider: isProvider(type) ? providerLabel[type] : type });
  const footer = <TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>;

  if (result.status === 'loading' || signingIn) return <AuthCard title={title}><Spinner label={t('auth.social.working')} /></AuthCard>;
  if (result.status === 'done' && !result.data.Bound && result.data.SocialTicket) {
    return (
      <AuthCard title={title} subtitle={t('auth.social.notBound')} footer={footer}>
        <SocialBindForms ticket={result.data.SocialTicket} email={result.data.Email ?? ''} displayName={result.data.DisplayName ?? ''} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} footer={footer}>
      <Alert tone="error">{t('auth.social.failed')}</Alert>
    </AuthCard>
  );
}
