import type { vmsActions } from '../../../contract/actions/vms';
import { ChannelId } from '../../../contract/constants';
import type { AreaHandlers } from '../../handlers';
import { voiceChannel } from '../../vms/voiceChannel';
import { channelTaskHandlers } from '../channelTaskHandlers';
import { addUVMSSendTask } from './addUVMSSendTask';
import { addVoiceAudio } from './addVoiceAudio';
import { deleteVoiceAudio } from './deleteVoiceAudio';
import { getVoiceAudioUrl } from './getVoiceAudioUrl';
import { listVoiceAudio } from './listVoiceAudio';
import { getUVMSPrice } from './getUVMSPrice';
import { toVoiceRecord, toVoiceTask } from './toVoiceTask';
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
  GetUVMSPrice: getUVMSPrice,
  AddUVMSSendTask: addUVMSSendTask,
  // Tasks and call records: the SMS reads of the core's tables on channel 6003, records with the
  // call's times, durations and receipt result; a retry calls with the original's audio, call
  // period and call-out number again; trial accounts have no voice.
  ...channelTaskHandlers({
    code: 'UVMS',
    channelId: ChannelId.VMS,
    channel: (ctx) => voiceChannel(ctx.config.vms),
    toTask: toVoiceTask,
    toRecord: toVoiceRecord,
    exportLabel: 'Voice',
    trialRule: 'refuse',
  }),
} satisfies AreaHandlers<keyof typeof vmsActions>;
