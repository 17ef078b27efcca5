import type { socialProfileActions } from '../../../contract/actions/socialProfile';
import type { AreaHandlers } from '../../handlers';
import { connectSocialProfile } from './connectSocialProfile';
import { deleteSocialProfile } from './deleteSocialProfile';
import { getSocialProfileAuthUrl } from './getSocialProfileAuthUrl';
import { listSocialAccounts } from './listSocialAccounts';
import { listSocialProfiles } from './listSocialProfiles';
import { unbindSocialAccount } from './unbindSocialAccount';

export const socialProfileHandlers = {
  ListSocialAccounts: listSocialAccounts,
  UnbindSocialAccount: unbindSocialAccount,
  ListSocialProfiles: listSocialProfiles,
  GetSocialProfileAuthUrl: getSocialProfileAuthUrl,
  ConnectSocialProfile: connectSocialProfile,
  DeleteSocialProfile: deleteSocialProfile,
} satisfies AreaHandlers<keyof typeof socialProfileActions>;
