import { ChannelId } from '../../../contract/constants';
import { channelTaskHandlers } from '../../actions/channelTaskHandlers';
import { addUEmailSendTask, sendUEmailTest } from './addUEmailSendTask';
import { emailChannel } from './emailChannel';
import { getUEmailMailbox } from './getUEmailMailbox';
import { toEmailTask } from './toEmailTask';

/** The handlers of contract/actions/emailSending.ts. */
export const emailSendingHandlers = {
  AddUEmailSendTask: addUEmailSendTask,
  SendUEmailTest: sendUEmailTest,
  // Tasks and records: the SMS reads of the core's tables on channel 6011 (the address in the
  // records' phone column); a retry sends the same message again; trial accounts only test.
  ...channelTaskHandlers({
    code: 'UEmail',
    channelId: ChannelId.Email,
    channel: (ctx) => emailChannel(ctx.config.emailSending),
    toTask: toEmailTask,
    exportLabel: 'E-mail',
    trialRule: 'refuse',
  }),
  GetUEmailMailbox: getUEmailMailbox,
};
