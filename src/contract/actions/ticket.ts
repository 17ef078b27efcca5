import { z } from 'zod';
import { defineAction } from '../action';
import { TICKET_CONTENT_MAX, TICKET_PICTURES_MAX, TICKET_TITLE_MAX, TicketCategories } from '../constants';
import {
  CdpTag,
  OperatorTicket,
  OperatorTicketInfo,
  Ticket,
  TICKET_PAGE_SIZES,
  TicketAttachment,
  ticketCategoryField,
  TicketInfo,
  TicketStatus,
  ticketStatusField,
} from '../entities/ticket';
import { requiredString } from '../validation/fields';

const ticketId = z.number({ error: 'TicketId is required' }).int({ error: 'TicketId must be a whole number' }).min(1, { error: 'TicketId must be a ticket id' });
const pageSize = z.union(TICKET_PAGE_SIZES.map((n) => z.literal(n)), { error: `Limit must be one of ${TICKET_PAGE_SIZES.join(', ')}` });
const attachFileIds = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'must be an AttachFileId from UploadAttachFile' }))
  .max(TICKET_PICTURES_MAX, { error: `A ticket can have up to ${TICKET_PICTURES_MAX} pictures` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'lists a picture twice' });
const content = requiredString('Please describe the problem', TICKET_CONTENT_MAX);
const listFilters = {
  Status: ticketStatusField.optional(),
  Category: ticketCategoryField.optional(),
  Offset: z.number().int().min(0).default(0),
  Limit: pageSize.default(TICKET_PAGE_SIZES[0]),
};
const operatorOnly = { permission: 'TicketOperator' } as const;

/**
 * Support tickets (work orders) of spec 000 §7: the customer's Actions with the spec's names, and
 * the operator's, behind the TicketOperator permission that only an operator account holds.
 * Pictures come through the upload flow (GetMediaFileSign Kind 'ticket-image', PUT), then
 * UploadAttachFile turns the upload into a re-encoded picture without metadata and a thumbnail.
 */
export const ticketActions = {
  GetTicketList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s tickets, the most recently updated first; Status (1 In Review, 2 Pending, 3 On-hold, 4 Solved, 5 Closed) and Category filter; Limit 10, 15 or 30.',
    params: z.object(listFilters),
    result: z.object({ Total: z.number().int(), Tickets: z.array(Ticket) }),
  }),
  GetTicketInfo: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s tickets with its comment thread and pictures; reading it marks its staff replies read (the badge).',
    params: z.object({ TicketId: ticketId }),
    result: TicketInfo,
  }),
  CreateTicket: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Open a ticket (In Review): Category (${TicketCategories.join(', ')}), Title, Content and up to ${TICKET_PICTURES_MAX} pictures (AttachFileIds from UploadAttachFile).`,
    params: z.object({
      Category: ticketCategoryField,
      Title: requiredString('Please enter a title', TICKET_TITLE_MAX),
      Content: content,
      AttachFileIds: attachFileIds.default([]),
    }),
    result: z.object({ TicketId: z.number().int() }),
    invalidates: ['GetTicketList'],
    title: 'Ticket: {Title}',
    titleZh: '工单：{Title}',
  }),
  CreateComment: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Reply on one of the caller's tickets, with pictures while the ticket has fewer than ${TICKET_PICTURES_MAX}. A reply on a solved ticket opens it again (In Review); a closed ticket takes none.`,
    params: z.object({ TicketId: ticketId, Content: content, AttachFileIds: attachFileIds.default([]) }),
    result: z.object({ CommentId: z.number().int(), Status: ticketStatusField }),
    invalidates: ['GetTicketInfo', 'GetTicketList'],
    lane: 'TicketId',
    title: 'Reply on ticket {TicketId}: "{Content}"',
    titleZh: '回复工单 {TicketId}：“{Content}”',
  }),
  SolvedTicket: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Mark one of the caller\'s tickets solved (a closed ticket stays closed).',
    params: z.object({ TicketId: ticketId }),
    result: z.object({ TicketId: z.number().int(), Status: ticketStatusField }),
    invalidates: ['GetTicketInfo', 'GetTicketList', 'GetNewReplyList'],
    lane: 'TicketId',
    title: 'Mark ticket {TicketId} solved',
    titleZh: '标记工单 {TicketId} 已解决',
  }),
  UploadAttachFile: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Turn a stored upload of Kind ticket-image (GetMediaFileSign, PUT) into a ticket picture: decoded from its bytes, re-encoded without EXIF or other metadata, with a thumbnail. The original upload is deleted. Returns Data.AttachFileId for CreateTicket or CreateComment.',
    params: z.object({ FileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'FileId must be the FileId of an upload' }) }),
    result: TicketAttachment,
    offline: { queue: false, why: 'short-lived' },
    // The image work runs before its short transaction, which only writes rows.
    transaction: 'handler',
  }),
  GetNewReplyList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Tickets with staff replies the user has not read yet (the shell badge): Data.Total and TicketIds.',
    params: z.object({}),
    result: z.object({ Total: z.number().int(), TicketIds: z.array(z.number().int()) }),
  }),
  GetCDPTags: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The tags a ticket is filed under (its categories: SMS, EMAIL, WhatsApp, Billing, Account, Others), with their names.',
    params: z.object({}),
    result: z.object({ Tags: z.array(CdpTag) }),
  }),

  OperatorGetTicketList: defineAction({
    kind: 'read',
    access: 'user',
    ...operatorOnly,
    summary: 'Operators: every customer\'s tickets, the longest waiting first; Status, Category and Keyword (title or customer e-mail) filter.',
    params: z.object({ ...listFilters, Keyword: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional() }),
    result: z.object({ Total: z.number().int(), Tickets: z.array(OperatorTicket) }),
  }),
  OperatorGetTicketInfo: defineAction({
    kind: 'read',
    access: 'user',
    ...operatorOnly,
    summary: 'Operators: any ticket with its thread and the customer it belongs to.',
    params: z.object({ TicketId: ticketId }),
    result: OperatorTicketInfo,
  }),
  OperatorReplyTicket: defineAction({
    kind: 'write',
    access: 'user',
    ...operatorOnly,
    summary: 'Operators: answer a ticket (a staff reply the customer\'s badge counts) and set its state: Pending (default, waiting for the customer), On-hold or Solved.',
    params: z.object({
      TicketId: ticketId,
      Content: requiredString('Please enter a reply', TICKET_CONTENT_MAX),
      Status: z
        .union([z.literal(TicketStatus.Pending), z.literal(TicketStatus.OnHold), z.literal(TicketStatus.Solved)], { error: 'Status must be 2 (Pending), 3 (On-hold) or 4 (Solved)' })
        .default(TicketStatus.Pending),
    }),
    result: z.object({ CommentId: z.number().int(), Status: ticketStatusField }),
    invalidates: ['OperatorGetTicketInfo', 'OperatorGetTicketList'],
    lane: 'TicketId',
    title: 'Answer ticket {TicketId}: "{Content}"',
    titleZh: '答复工单 {TicketId}：“{Content}”',
  }),
  OperatorSetTicketStatus: defineAction({
    kind: 'write',
    access: 'user',
    ...operatorOnly,
    summary: 'Operators: set a ticket\'s state without a reply (e.g. On-hold, or Closed: a closed ticket takes no more comments).',
    params: z.object({ TicketId: ticketId, Status: ticketStatusField }),
    result: z.object({ TicketId: z.number().int(), Status: ticketStatusField }),
    invalidates: ['OperatorGetTicketInfo', 'OperatorGetTicketList'],
    lane: 'TicketId',
    title: 'Set the state of ticket {TicketId}',
    titleZh: '设置工单 {TicketId} 的状态',
  }),
} as const;
