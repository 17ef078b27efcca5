import type { vmsActions } from '../../../contract/actions/vms';
import type { AreaHandlers } from '../../handlers';
import { addVoiceAudio } from './addVoiceAudio';
import { deleteVoiceAudio } from './deleteVoiceAudio';
import { getVoiceAudioUrl } from './getVoiceAudioUrl';
import { listVoiceAudio } from './listVoiceAudio';

export const vmsHandlers = {
  AddVoiceAudio: addVoiceAudio,
  ListVoiceAudio: listVoiceAudio,
  DeleteVoiceAudio: deleteVoiceAudio,
  GetVoiceAudioUrl: getVoiceAudioUrl,
} satisfies AreaHandlers<keyof typeof vmsActions>;
