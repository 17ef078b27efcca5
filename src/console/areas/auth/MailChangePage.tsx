import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction, loadSession, signedIn } from '../../session';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { useKeyedAction } from './useKeyedAction';
import { useQueryParam } from './useQueryParam';
import { routeHref } from '../../lib/routeHref';

/** Confirms an e-mail change from the link sent to the new address: /mail?key=... */
export function MailChangePage() {
  useSignals();
  const { t } = useTranslation();
  const key = useQueryParam('key');
  const state = useKeyedAction('ChangeEmail', key, (Key) => callAction('ChangeEmail', { Key }));
  const isSignedIn = signedIn.value;

  useEffect(() => {
    if (state.status === 'done' && isSignedIn) void loadSession();
  }, [state.status, isSignedIn]);

  const footer = isSignedIn ? <TextLink to={routeHref('/dashboard')}>{t('auth.mail.toConsole')}</TextLink> : <TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>;
  return (
    <AuthCard title={t('auth.mail.title')} footer={footer}>
      {state.status === 'loading' && <Spinner label={t('common.loading')} />}
      {state.status === 'done' && <Alert tone="success">{t('auth.mail.done', { email: state.data.Email })}</Alert>}
      {(state.status === 'failed' || state.status === 'missing') && <Alert tone="error">{t('auth.mail.failed')}</Alert>}
    </AuthCard>
  );
}
