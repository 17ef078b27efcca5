import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailField } from '../../../contract/validation/fields';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { routeHref } from '../../lib/routeHref';

const schema = z.object({ Email: emailField });

/** Forgot password: sends the reset link. */
export function RetrievePage() {
  const { t } = useTranslation();
  const form = useSchemaForm(schema, { Email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (data) => {
    await callAction('SendResetPasswordEmail', data, { inline: true });
    setSentTo(data.Email);
  });

  return (
    <AuthCard title={t('auth.retrieve.title')} subtitle={t('auth.retrieve.subtitle')} footer={<TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>}>
      {sentTo ? (
        <Alert tone="success">{t('auth.retrieve.sent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField label={t('fields.email')} type="email" autoComplete="email" value={form.values.Email} onChange={form.field('Email')} error={form.error('Email')} />
          <FormError message={form.serverError} />
          <Button type="submit" block loading={form.busy}>
            {t('auth.retrieve.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
