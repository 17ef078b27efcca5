import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { TextField } from '../../ui/TextField';
import { useOnline } from './NeverQueuedNote';
import { SendCodeButton } from './SendCodeButton';
import { emailChangeSchema } from './settingSchemas';

/**
 * E-mail change (spec 000 §3): a MODIFY_EMAIL_OLD code to the current address (resend after 60 s),
 * then SendChangeEmail with the code and the new address, which receives a confirmation link
 * (/mail?key=). Never queued offline (registry: security).
 */
export function EmailSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const form = useSchemaForm(emailChangeSchema, { VerifyCode: '', Email: '' });
  const [codeSent, setCodeSent] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (d) => {
    setCodeError(null);
    setLinkSentTo(null);
    await callAction('SendChangeEmail', { Email: d.Email, VerifyCode: d.VerifyCode }, { inline: true });
    setLinkSentTo(d.Email);
  });

  return (
    <Card title={t('setting.email.title')}>
      <p className="text-sm text-slate-700">{t('setting.email.current', { email })}</p>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('setting.email.steps')}</p>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <TextField
          label={t('setting.password.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={codeSent ? t('setting.code.sent', { email }) : undefined}
          value={form.values.VerifyCode}
          onChange={form.field('VerifyCode')}
          error={form.error('VerifyCode')}
          addon={
            <SendCodeButton
              verifyType="MODIFY_EMAIL_OLD"
              disabled={!isOnline}
              onSent={() => {
                setCodeError(null);
                setCodeSent(true);
              }}
              onError={setCodeError}
            />
          }
        />
        <TextField label={t('setting.email.newEmail')} type="email" autoComplete="email" value={form.values.Email} onChange={form.field('Email')} error={form.error('Email')} />
        <FormError message={codeError ?? form.serverError} />
        {linkSentTo && <Alert tone="success">{t('setting.email.linkSent', { email: linkSentTo })}</Alert>}
        <Button type="submit" loading={form.busy} disabled={!isOnline}>
          {t('setting.email.submit')}
        </Button>
      </form>
    </Card>
  );
}
