import type { vmsActions } from '../../../contract/actions/vms';
import type { AreaHandlers } from '../../handlers';
import { addUVMSSendTask } from './addUVMSSendTask';
import { addVoiceAudio } from './addVoiceAudio';
import { deleteVoiceAudio } from './deleteVoiceAudio';
import { getVoiceAudioUrl } from './getVoiceAudioUrl';
import { listVoiceAudio } from './listVoiceAudio';
import * as tasks from './voiceTaskHandlers';
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
  GetUVMSPrice: tasks.getUVMSPrice,
  AddUVMSSendTask: addUVMSSendTask,
  GetUVMSSendTask: tasks.getUVMSSendTask,
  DescribeUVMSTaskStatus: tasks.describeUVMSTaskStatus,
  CancelUVMSSendTask: tasks.cancelUVMSSendTask,
  GetUVMSSendRecord: tasks.getUVMSSendRecord,
  DescribeUVMSSendTaskStatistics: tasks.describeUVMSSendTaskStatistics,
  PreviewUVMSRetryTask: tasks.previewUVMSRetryTask,
  RetryUVMSSendTask: tasks.retryUVMSSendTask,
  GetUVMSTaskRecipients: tasks.getUVMSTaskRecipients,
  SaveUVMSTag: tasks.saveUVMSTag,
  AddUVMSExportSendRecordTask: tasks.addUVMSExportSendRecordTask,
  GetUVMSExportSendRecord: tasks.getUVMSExportSendRecord,
  GetUVMSSendStatistics: tasks.getUVMSSendStatistics,
  GetUVMSSendReceiptCodeStatistics: tasks.getUVMSSendReceiptCodeStatistics,
} satisfies AreaHandlers<keyof typeof vmsActions>;
