import type { vmsActions } from '../../../contract/actions/vms';
import type { AreaHandlers } from '../../handlers';
import { addVoiceAudio } from './addVoiceAudio';
import { deleteVoiceAudio } from './deleteVoiceAudio';
import { getVoiceAudioUrl } from './getVoiceAudioUrl';
import { listVoiceAudio } from './listVoiceAudio';
import { createVoiceTemplate, deleteVoiceTemplate, getVoiceTemplate, queryVoiceTemplate, updateVoiceTemplate } from './voiceTemplateHandlers';

export const vmsHandlers = {
  AddVoiceAudio: addVoiceAudio,
  ListVoiceAudio: listVoiceAudio,
  DeleteVoiceAudio: deleteVoiceAudio,
  GetVoiceAudioUrl: getVoiceAudioUrl,
  CreateVoiceTemplate: createVoiceTemplate,
  UpdateVoiceTemplate: updateVoiceTemplate,
  QueryVoiceTemplate: queryVoiceTemplate,
  GetVoiceTemplate: getVoiceTemplate,
  DeleteVoiceTemplate: deleteVoiceTemplate,
} satisfies AreaHandlers<keyof typeof vmsActions>;
