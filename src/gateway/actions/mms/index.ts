import type { mmsActions } from '../../../contract/actions/mms';
import { ChannelId } from '../../../contract/constants';
import type { AreaHandlers } from '../../handlers';
import { mmsChannel } from '../../mms/mmsChannel';
import { channelTaskHandlers } from '../channelTaskHandlers';
import { addUMMSSendTask } from './addUMMSSendTask';
import { getUMMSPrice } from './getUMMSPrice';
import { createUMMSTemplate, deleteUMMSTemplate, getUMMSTemplate, queryUMMSTemplate, updateUMMSTemplate } from './mmsTemplateHandlers';
import { toMmsTask } from './toMmsTask';

export const mmsHandlers = {
  GetUMMSPrice: getUMMSPrice,
  CreateUMMSTemplate: createUMMSTemplate,
  UpdateUMMSTemplate: updateUMMSTemplate,
  GetUMMSTemplate: getUMMSTemplate,
  QueryUMMSTemplate: queryUMMSTemplate,
  DeleteUMMSTemplate: deleteUMMSTemplate,
  AddUMMSSendTask: addUMMSSendTask,
  // Tasks and records: the SMS reads of the core's tables on channel 6018; a retry sends the
  // original's subject, image and text again; trial accounts have no MMS.
  ...channelTaskHandlers({
    code: 'UMMS',
    channelId: ChannelId.MMS,
    channel: (ctx) => mmsChannel(ctx.config.sms),
    toTask: toMmsTask,
    exportLabel: 'MMS',
    trialRule: 'refuse',
  }),
} satisfies AreaHandlers<keyof typeof mmsActions>;
