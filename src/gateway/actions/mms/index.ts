import type { mmsActions } from '../../../contract/actions/mms';
import type { AreaHandlers } from '../../handlers';
import { addUMMSSendTask } from './addUMMSSendTask';
import { createUMMSTemplate, deleteUMMSTemplate, getUMMSTemplate, queryUMMSTemplate, updateUMMSTemplate } from './mmsTemplateHandlers';
import { cancelUMMSSendTask, describeUMMSTaskStatus, getUMMSSendRecord, getUMMSSendTask } from './mmsTaskHandlers';

export const mmsHandlers = {
  CreateUMMSTemplate: createUMMSTemplate,
  UpdateUMMSTemplate: updateUMMSTemplate,
  GetUMMSTemplate: getUMMSTemplate,
  QueryUMMSTemplate: queryUMMSTemplate,
  DeleteUMMSTemplate: deleteUMMSTemplate,
  AddUMMSSendTask: addUMMSSendTask,
  GetUMMSSendTask: getUMMSSendTask,
  DescribeUMMSTaskStatus: describeUMMSTaskStatus,
  CancelUMMSSendTask: cancelUMMSSendTask,
  GetUMMSSendRecord: getUMMSSendRecord,
} satisfies AreaHandlers<keyof typeof mmsActions>;
