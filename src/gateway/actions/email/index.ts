import type { emailActions } from '../../../contract/actions/email';
import { emailSendingHandlers } from '../../email/sending/emailSendingHandlers';
import type { AreaHandlers } from '../../handlers';
import { createUEmailDomain, deleteUEmailDomain, queryUEmailDomain, updateUEmailDomain, verifyUEmailDomain } from './domainHandlers';
import { createUEmailSender, deleteUEmailSender, queryUEmailSender, updateUEmailSender } from './senderHandlers';

export const emailHandlers = {
  QueryUEmailDomain: queryUEmailDomain,
  CreateUEmailDomain: createUEmailDomain,
  UpdateUEmailDomain: updateUEmailDomain,
  VerifyUEmailDomain: verifyUEmailDomain,
  DeleteUEmailDomain: deleteUEmailDomain,
  QueryUEmailSender: queryUEmailSender,
  CreateUEmailSender: createUEmailSender,
  UpdateUEmailSender: updateUEmailSender,
  DeleteUEmailSender: deleteUEmailSender,
  ...emailSendingHandlers,
} satisfies AreaHandlers<keyof typeof emailActions>;
