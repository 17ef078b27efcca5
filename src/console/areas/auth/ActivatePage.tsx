import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RetCode } from '../../../contract/retCodes';
import { emailField } from '../../../contract/validation/fields';
import { ActionError, callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { useKeyedAction } from './useKeyedAction';
import { useQueryParam } from './useQueryParam';
import { routeHref } from '../../lib/routeHref';

/** Activation from the e-mailed link: /active?key=... */
export function ActivatePage() {
  const { t } = useTranslation();
  const key = useQueryParam('key');
  const state = useKeyedAction('ActivateAdminUser', key, (Key) => callAction('ActivateAdminUser', { Key }));
  const already = state.status === 'failed' && state.error instanceof ActionError && state.error.retCode === RetCode.AlreadyActivated;
  const footer = <TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>;

  if (state.status === 'loading') {
    return <AuthCard title={t('auth.activate.title')}><Spinner label={t('auth.activate.working')} /></AuthCard>;
  }
  if (state.status === 'done' || already) {
    return (
      <AuthCard title={t('auth.activate.title')}>
        <Alert tone="success">{already ? t('auth.activate.already') : t('auth.activate.done', { email: state.status === 'done' ? state.data.Email : '' })}</Alert>
        <div className="mt-6">
          <a href={routeHref('/signin')} className="inline-flex w-full items-center justify-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t('auth.signIn.submit')}
          </a>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.activate.title')} footer={footer}>
      <Alert tone="error">{t('auth.activate.failed')}</Alert>
      <ResendActivation />
    </AuthCard>
  );
}

const schema = z.object({ Email: emailField });

function ResendActivation() {
  const { t } = useTranslation();
  const form = useSchemaForm(schema, { Email: '' });
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (data) => {
    await callAction('SendActivateEmail', data);
    setSent(true);
  });

  if (sent) return <Alert tone="success" className="mt-4">{t('auth.activate.resentIfAccount')}</Alert>;
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4">
      <TextField label={t('fields.email')} type="email" autoComplete="email" value={form.values.Email} onChange={form.field('Email')} error={form.error('Email')} />
      <Button type="submit" variant="secondary" block loading={form.busy}>
        {t('auth.activate.resend')}
      </Button>
    </form>
  );
}
