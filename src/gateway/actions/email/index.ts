import type { emailActions } from '../../../contract/actions/email';
import { emailSendingHandlers } from '../../email/sending/emailSendingHandlers';
import type { AreaHandlers } from '../../handlers';
import { createUEmailDomain, deleteUEmailDomain, queryUEmailDomain, updateUEmailDomain, verifyUEmailDomain } from './domainHandlers';
import {
  createUEmailTemplate,
  deleteUEmailTemplate,
  getUEmailTemplate,
  queryUEmailTemplate,
  renderUEmailTemplate,
  setUEmailTemplateStatus,
  updateUEmailTemplate,
} from '../../email/templates/emailTemplateHandlers';
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
  RenderUEmailTemplate: renderUEmailTemplate,
  CreateUEmailTemplate: createUEmailTemplate,
  UpdateUEmailTemplate: updateUEmailTemplate,
  SetUEmailTemplateStatus: setUEmailTemplateStatus,
  GetUEmailTemplate: getUEmailTemplate,
  QueryUEmailTemplate: queryUEmailTemplate,
  DeleteUEmailTemplate: deleteUEmailTemplate,
  ...emailSendingHandlers,
} satisfies AreaHandlers<keyof typeof emailActions>;
