import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { RetCode } from '../../../contract/retCodes';
import { navigate } from '../../lib/navigate';
import { ActionError, callAction, completeSignIn, serviceTarget } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { SocialSignIn } from './SocialSignIn';
import { routeHref } from '../../lib/routeHref';

const schema = async () => (await import('./signInSchema')).signInSchema;

export function SignInPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const form = useSchemaForm(schema, { Email: '', Password: '' });
  const { values } = form;
  const [notActivated, setNotActivated] = useState(false);
  const [resent, setResent] = useState(false);

  const submit = form.onSubmit(async (data) => {
    setNotActivated(false);
    try {
      const tokens = await callAction('LoginByPassword', data, { inline: true });
      await completeSignIn(tokens, data.Email);
      navigate(serviceTarget(search), { replace: true });
    } catch (err) {
      // Not activated: the notice below offers a new link; any other refusal shows beside the fields.
      if (err instanceof ActionError && err.retCode === RetCode.NotActivated) setNotActivated(true);
      else throw err;
    }
  });

  async function resend() {
    await callAction('SendActivateEmail', { Email: values.Email.trim() }).then(() => setResent(true), () => undefined);
  }

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={<>{t('auth.signIn.noAccount')} <TextLink to={routeHref('/signup')}>{t('auth.signIn.toSignUp')}</TextLink></>}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={values.Email} onChange={form.field('Email')} error={form.error('Email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" value={values.Password} onChange={form.field('Password')} error={form.error('Password')} />
        <FormError message={form.serverError} />
        <div className="flex justify-end text-sm">
          <TextLink to={routeHref('/retrieve')}>{t('auth.signIn.forgot')}</TextLink>
        </div>
        {notActivated && (
          <Alert tone="warning">
            <p>{t('auth.signIn.notActivated')}</p>
            {resent ? (
              <p className="mt-2 font-medium">{t('auth.activate.resent')}</p>
            ) : (
              <Button variant="secondary" className="mt-2" onClick={() => void resend()}>
                {t('auth.activate.resend')}
              </Button>
            )}
          </Alert>
        )}
        <Button type="submit" block loading={form.busy}>
          {t('auth.signIn.submit')}
        </Button>
      </form>
      <SocialSignIn />
    </AuthCard>
  );
}
