import type { VerifyType } from '../../../contract/constants';
import type { GatewayConfig } from '../../config';
import type { OutboundMessage } from '../../mail/queueMessage';

type Mail = Pick<OutboundMessage, 'subject' | 'body'>;

/** A console page link carrying a key, e.g. `${publicUrl}/active?key=...`. */
export function consoleLink(config: Pick<GatewayConfig, 'publicUrl'>, page: 'active' | 'reset' | 'mail', key: string): string {
  return `${config.publicUrl}/${page}?key=${encodeURIComponent(key)}`;
}

export function activationMail(link: string): Mail {
  return {
    subject: 'Activate your account',
    body: `Welcome! Open this link within 24 hours to activate your account:\n\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
  };
}

export function resetPasswordMail(link: string): Mail {
  return {
    subject: 'Reset your password',
    body: `Open this link within 1 hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
  };
}

/** Asked to re-send activation for an account that is already active: point the owner to sign-in. */
export function alreadyActivatedMail(signInLink: string): Mail {
  return {
    subject: 'Your account is already activated',
    body: `Someone asked for a new activation link for this address, but your account is already active. Sign in here:\n\n${signInLink}\n\nIf you forgot your password, use "Forgot password?" on that page.`,
  };
}

/** A sign-up with an address that already has an account: tell the owner, send nothing to act on. */
export function duplicateSignUpMail(signInLink: string, retrieveLink: string): Mail {
  return {
    subject: 'Someone tried to sign up with your address',
    body: `Someone tried to create a new account with this e-mail address, which already has an account. Nothing was changed.\n\nIf it was you, sign in here:\n\n${signInLink}\n\nForgot your password? Reset it here:\n\n${retrieveLink}\n\nIf it was not you, ignore this e-mail.`,
  };
}

export function changeEmailMail(link: string): Mail {
  return {
    subject: 'Confirm your new e-mail address',
    body: `Open this link within 1 hour to use this address for your account:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  };
}

export function emailChangedNotice(newEmail: string): Mail {
  return {
    subject: 'Your e-mail address was changed',
    body: `The e-mail address of your account is now ${newEmail}. If you did not do this, contact support at once.`,
  };
}

const verifyPurposeText: Record<VerifyType, string> = {
  MODIFY_EMAIL_OLD: 'change the e-mail address of your account',
  CANCEL_ACCOUNT: 'cancel your account',
  ACTIVE_SUB_USER: 'activate a sub-user',
  MODIFY_PASSWORD: 'change your password',
};

export function verificationCodeMail(code: string, type: VerifyType): Mail {
  return {
    subject: `Your verification code: ${code}`,
    body: `Your code to ${verifyPurposeText[type]} is ${code}. It expires in 10 minutes and works once.`,
  };
}

export function signUpCodeSms(code: string): Mail {
  return { subject: 'Sign-up code', body: `Your sign-up code is ${code}. It expires in 10 minutes.` };
}
