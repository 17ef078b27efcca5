import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/** Support tickets (work orders). Status: 1 In Review, 2 Pending, 3 On-hold, 4 Solved, 5 Closed. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: int64('created_at').notNull(),
    /** The last comment or change of state. */
    updatedAt: int64('updated_at').notNull().default(0),
    /** When the customer last read the ticket: staff comments after it are new replies (the badge). */
    userReadAt: int64('user_read_at').notNull(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.updatedAt), index('tickets_status_idx').on(t.status, t.updatedAt)],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
    fromStaff: boolean('from_staff').notNull(),
    /** Who wrote it: the customer or the operator (null when that account was deleted). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId)],
);

/**
 * A ticket picture (UploadAttachFile): the re-encoded picture and its thumbnail, stored as
 * UPLOAD_DIR/tickets/<id> and <id>.thumb, served at /ticket-file/<id>/<fileKey>[/thumb]. The
 * original upload (with its metadata) is deleted. ticketId and commentId are set once attached.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The upload it was made from: one picture per upload. */
    sourceFileId: text('source_file_id').notNull().unique(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: int64('size').notNull(),
    thumbType: text('thumb_type').notNull(),
    thumbSize: int64('thumb_size').notNull(),
    /** Random key in the file addresses: knowing an AttachFileId alone fetches nothing. */
    fileKey: text('file_key').notNull(),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId), index('ticket_attachments_user_idx').on(t.userId)],
);
