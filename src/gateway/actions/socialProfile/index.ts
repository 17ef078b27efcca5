import type { socialProfileActions } from '../../../contract/actions/socialProfile';
import type { AreaHandlers } from '../../handlers';
import { connectSocialProfile } from './connectSocialProfile';
import { deleteSocialProfile } from './deleteSocialProfile';
import { getSocialProfileAuthUrl } from './getSocialProfileAuthUrl';
import { listSocialProfiles } from './listSocialProfiles';

export const socialProfileHandlers = {
  ListSocialProfiles: listSocialProfiles,
  GetSocialProfileAuthUrl: getSocialProfileAuthUrl,
  ConnectSocialProfile: connectSocialProfile,
  DeleteSocialProfile: deleteSocialProfile,
} satisfies AreaHandlers<keyof typeof socialProfileActions>;
