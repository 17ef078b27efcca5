import type { ticketActions } from '../../../contract/actions/ticket';
import type { AreaHandlers } from '../../handlers';
import { createComment } from './createComment';
import { createTicket } from './createTicket';
import { getCDPTags } from './getCDPTags';
import { getNewReplyList } from './getNewReplyList';
import { getTicketInfo } from './getTicketInfo';
import { getTicketList } from './getTicketList';
import { operatorGetTicketInfo } from './operatorGetTicketInfo';
import { operatorGetTicketList } from './operatorGetTicketList';
import { operatorReplyTicket } from './operatorReplyTicket';
import { operatorSetTicketStatus } from './operatorSetTicketStatus';
import { solvedTicket } from './solvedTicket';
import { uploadAttachFile } from './uploadAttachFile';

export const ticketHandlers = {
  GetTicketList: getTicketList,
  GetTicketInfo: getTicketInfo,
  CreateTicket: createTicket,
  CreateComment: createComment,
  SolvedTicket: solvedTicket,
  UploadAttachFile: uploadAttachFile,
  GetNewReplyList: getNewReplyList,
  GetCDPTags: getCDPTags,
  OperatorGetTicketList: operatorGetTicketList,
  OperatorGetTicketInfo: operatorGetTicketInfo,
  OperatorReplyTicket: operatorReplyTicket,
  OperatorSetTicketStatus: operatorSetTicketStatus,
} satisfies AreaHandlers<keyof typeof ticketActions>;
