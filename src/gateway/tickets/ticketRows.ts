import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Ticket, TicketAttachment, TicketCategory, TicketComment, TicketInfo, TicketStatusValue } from '../../contract/entities/ticket';
import { TICKET_PICTURES_MAX } from '../../contract/constants';
import type { Executor } from '../db/client';
import { ticketAttachments, ticketComments, tickets, users } from '../db/schema';
import { toUnixSeconds } from '../lib/time';
import type { TicketRow } from './loadTicket';
import { ticketFileUrl, ticketThumbUrl } from './ticketFiles';

/** A staff comment newer than the customer's last read: the ticket has a new reply. */
export const hasNewReply = sql<boolean>`exists (select 1 from ${ticketComments} c where c.ticket_id = ${tickets.id} and c.from_staff and c.created_at > ${tickets.userReadAt})`;
const commentCount = sql<number>`(select count(*) from ${ticketComments} c where c.ticket_id = ${tickets.id})`.mapWith(Number);

export function toTicket(row: TicketRow & { newReply: boolean; comments: number }): Ticket {
  return {
    TicketId: row.id,
    Title: row.title,
    Category: row.category as TicketCategory,
    Status: row.status as TicketStatusValue,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
    CommentCount: row.comments,
    NewReply: Boolean(row.newReply),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TicketFilter {
  ownerId?: number;
  Status?: TicketStatusValue;
  Category?: TicketCategory;
  /** Operators: part of the title or of the customer's e-mail. */
  Keyword?: string;
}

function whereOf(f: TicketFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.ownerId !== undefined) parts.push(eq(tickets.userId, f.ownerId));
  if (f.Status !== undefined) parts.push(eq(tickets.status, f.Status));
  if (f.Category !== undefined) parts.push(eq(tickets.category, f.Category));
  if (f.Keyword) {
    const like = `%${escapeLike(f.Keyword)}%`;
    parts.push(or(ilike(tickets.title, like), ilike(users.email, like))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of tickets with their comment counts and new-reply flags, and the total of the filter.
 * Customers see their most recently updated first; operators the longest waiting first.
 */
export async function listTickets(db: Executor, f: TicketFilter, page: { Offset: number; Limit: number }, order: 'recent' | 'waiting') {
  const where = whereOf(f);
  const rows = await db
    .select({ ticket: tickets, newReply: hasNewReply, comments: commentCount, email: users.email, name: users.displayName })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(where)
    .orderBy(order === 'recent' ? desc(tickets.updatedAt) : asc(tickets.updatedAt), order === 'recent' ? desc(tickets.id) : asc(tickets.id))
    .limit(page.Limit)
    .offset(page.Offset);
  const [total] = await db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.userId)).where(where);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({ ticket: toTicket({ ...r.ticket, newReply: r.newReply, comments: r.comments }), email: r.email, name: r.name, userId: r.ticket.userId })),
  };
}

export function toAttachment(a: typeof ticketAttachments.$inferSelect): TicketAttachment {
  return {
    AttachFileId: a.id,
    FileName: a.fileName,
    FileType: a.fileType,
    Width: a.width,
    Height: a.height,
    FileSize: a.size,
    URL: ticketFileUrl(a.id, a.fileKey),
    ThumbURL: ticketThumbUrl(a.id, a.fileKey),
  };
}

/** The ticket with its thread (oldest first), each comment with its author's name and pictures. */
export async function ticketInfo(db: Executor, row: TicketRow): Promise<TicketInfo> {
  const comments = await db
    .select({ c: ticketComments, name: users.displayName })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .where(eq(ticketComments.ticketId, row.id))
    .orderBy(asc(ticketComments.id));
  const pictures = comments.length
    ? await db.select().from(ticketAttachments).where(inArray(ticketAttachments.commentId, comments.map((c) => c.c.id))).orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id))
    : [];
  const thread: TicketComment[] = comments.map(({ c, name }) => ({
    CommentId: c.id,
    FromStaff: c.fromStaff,
    AuthorName: name ?? '',
    Content: c.body,
    CreateTime: toUnixSeconds(c.createdAt),
    Attachments: pictures.filter((p) => p.commentId === c.id).map(toAttachment),
  }));
  const newReply = comments.some(({ c }) => c.fromStaff && c.createdAt > row.userReadAt);
  return {
    ...toTicket({ ...row, newReply, comments: comments.length }),
    Comments: thread,
    PicturesLeft: Math.max(0, TICKET_PICTURES_MAX - pictures.length),
  };
}
