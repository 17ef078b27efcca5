import type { accountActions } from '../../../contract/actions/account';
import type { AreaHandlers } from '../../handlers';
import { createAccessKey, deleteAccessKey, listAccessKeys } from './accessKeys';
import { activateAdminUser } from './activateAdminUser';
import { changeEmail } from './changeEmail';
import { changePassword } from './changePassword';
import { getEmailByKey } from './getEmailByKey';
import { getSocialMediaAuthUrl } from './getSocialMediaAuthUrl';
import { getUserInfo } from './getUserInfo';
import { loginBindSocialMedia } from './loginBindSocialMedia';
import { loginByPassword } from './loginByPassword';
import { loginBySocialMedia } from './loginBySocialMedia';
import { logoutToken, refreshToken } from './refreshTokens';
import { registerAdminUser } from './registerAdminUser';
import { registerBySocialMedia } from './registerBySocialMedia';
import { resetPassword } from './resetPassword';
import { sendActivateEmail } from './sendActivateEmail';
import { sendChangeEmail } from './sendChangeEmail';
import { sendCurrentEmailVerificationCode } from './sendCurrentEmailVerificationCode';
import { sendRegisterPhoneCodeV1 } from './sendRegisterPhoneCodeV1';
import { sendResetPasswordEmail } from './sendResetPasswordEmail';
import { updateUser } from './updateUser';

/** The account area's handlers (spec 000 §7), checked against the registry. */
import { getNotificationEmails, updateNotificationEmails } from './notificationEmails';

export const accountHandlers = {
  LoginByPassword: loginByPassword,
  SendRegisterPhoneCodeV1: sendRegisterPhoneCodeV1,
  RegisterAdminUser: registerAdminUser,
  SendActivateEmail: sendActivateEmail,
  ActivateAdminUser: activateAdminUser,
  GetUserInfo: getUserInfo,
  UpdateUser: updateUser,
  SendCurrentEmailVerificationCode: sendCurrentEmailVerificationCode,
  SendChangeEmail: sendChangeEmail,
  ChangeEmail: changeEmail,
  SendResetPasswordEmail: sendResetPasswordEmail,
  GetEmailByKey: getEmailByKey,
  ResetPassword: resetPassword,
  ChangePassword: changePassword,
  CreateAccessKey: createAccessKey,
  ListAccessKeys: listAccessKeys,
  DeleteAccessKey: deleteAccessKey,
  RefreshToken: refreshToken,
  LogoutToken: logoutToken,
  GetSocialMediaAuthUrl: getSocialMediaAuthUrl,
  LoginBySocialMedia: loginBySocialMedia,
  RegisterBySocialMedia: registerBySocialMedia,
  LoginBindSocialMedia: loginBindSocialMedia,
  GetNotificationEmails: getNotificationEmails,
  UpdateNotificationEmails: updateNotificationEmails,
} satisfies AreaHandlers<keyof typeof accountActions>;
