import { z } from 'zod';
import { PAGE_SIZE_SETS, TicketCategories } from '../constants';

const int = () => z.number().int();

/** Ticket states (spec 000 §4, spec 001 §4), in the spec's order. */
export const TicketStatus = { InReview: 1, Pending: 2, OnHold: 3, Solved: 4, Closed: 5 } as const;
export type TicketStatusValue = (typeof TicketStatus)[keyof typeof TicketStatus];
export const TicketStatusValues = Object.values(TicketStatus) as [TicketStatusValue, ...TicketStatusValue[]];

export const ticketStatusField = z.union(
  TicketStatusValues.map((v) => z.literal(v)),
  { error: `Status must be one of ${TicketStatusValues.join(', ')} (In Review, Pending, On-hold, Solved, Closed)` },
);

export const ticketCategoryField = z.enum(TicketCategories, { error: `Category must be one of ${TicketCategories.join(', ')}` });
export type TicketCategory = (typeof TicketCategories)[number];

/** Page sizes of the ticket lists: the spec's set [10, 15, 30] (spec 000 §9). */
export const TICKET_PAGE_SIZES = PAGE_SIZE_SETS[2];

/** A picture of a ticket: re-encoded without metadata, with a thumbnail; both addresses carry their own key. */
export const TicketAttachment = z.object({
  AttachFileId: z.string(),
  FileName: z.string(),
  /** The stored picture's Content-Type (the real type, after re-encoding). */
  FileType: z.string(),
  Width: int(),
  Height: int(),
  /** Bytes of the stored (re-encoded) picture. */
  FileSize: int(),
  /** Same-origin addresses: the picture and its thumbnail (at most 320 px on each side). */
  URL: z.string(),
  ThumbURL: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;

export const TicketComment = z.object({
  CommentId: int(),
  /** True for a reply of the support staff (an operator). */
  FromStaff: z.boolean(),
  /** The customer's display name, or the operator's. */
  AuthorName: z.string(),
  Content: z.string(),
  /** Unix seconds. */
  CreateTime: int(),
  Attachments: z.array(TicketAttachment),
});
export type TicketComment = z.infer<typeof TicketComment>;

/** One row of a ticket list. */
export const Ticket = z.object({
  TicketId: int(),
  Title: z.string(),
  Category: ticketCategoryField,
  Status: ticketStatusField,
  /** Unix seconds: opened, and the last comment or change of state. */
  CreateTime: int(),
  UpdateTime: int(),
  CommentCount: int(),
  /** A staff reply the customer has not read yet (the shell badge counts these tickets). */
  NewReply: z.boolean(),
});
export type Ticket = z.infer<typeof Ticket>;

/** A ticket with its thread, oldest comment first. */
export const TicketInfo = Ticket.extend({
  Comments: z.array(TicketComment),
  /** Pictures the ticket may still take (5 per ticket, spec 000 §9). */
  PicturesLeft: int(),
});
export type TicketInfo = z.infer<typeof TicketInfo>;

/** What an operator sees besides: whose ticket it is. */
export const OperatorTicket = Ticket.extend({ CustomerEmail: z.string(), CustomerName: z.string(), CustomerId: int() });
export type OperatorTicket = z.infer<typeof OperatorTicket>;
export const OperatorTicketInfo = TicketInfo.extend({ CustomerEmail: z.string(), CustomerName: z.string(), CustomerId: int() });
export type OperatorTicketInfo = z.infer<typeof OperatorTicketInfo>;

/** A category tag (GetCDPTags): the key tickets carry and its names. */
export const CdpTag = z.object({ Key: ticketCategoryField, EnName: z.string(), CnName: z.string() });
export type CdpTag = z.infer<typeof CdpTag>;
