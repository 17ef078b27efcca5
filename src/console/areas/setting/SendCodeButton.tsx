import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_SECONDS, type VerifyType } from '../../../contract/constants';
import { callAction } from '../../session';
import { Button } from '../../ui/Button';
import { useCountdown } from '../../ui/useCountdown';

export interface SendCodeButtonProps {
  verifyType: VerifyType;
  disabled?: boolean;
  /** The code is on its way to the current e-mail. */
  onSent: () => void;
  /** The gateway's refusal, for the form to show beside its fields. */
  onError: (message: string) => void;
}

/** Sends a verification code of one type to the current e-mail; then counts down 60 s before a resend. */
export function SendCodeButton({ verifyType, disabled = false, onSent, onError }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const r = await callAction('SendCurrentEmailVerificationCode', { VerifyType: verifyType }, { inline: true });
      startCountdown(r.ResendAfterSeconds > 0 ? r.ResendAfterSeconds : RESEND_COUNTDOWN_SECONDS);
      onSent();
    } catch (err) {
      onError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button variant="secondary" className="shrink-0 whitespace-nowrap" disabled={disabled || left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? t('setting.code.resendIn', { seconds: left }) : t('setting.code.send')}
    </Button>
  );
}
