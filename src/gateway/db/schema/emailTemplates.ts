import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmailDocument } from '../../../contract/email/emailDocument';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * E-mail templates (issue 13): the block editor's document and what mjml rendered from it (html,
 * text), stored together so the send uses exactly the previewed HTML. Status: contract
 * `email/emailTemplateStatus.ts` (Draft 0 … Expired 7; Expired is read from passed_at, never stored).
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    templateId: text('template_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    document: jsonb('document').$type<EmailDocument>().notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull(),
    rejectReasonKey: text('reject_reason_key').notNull().default(''),
    passedAt: int64('passed_at'),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('email_templates_template_id_uq').on(t.templateId), index('email_templates_user_idx').on(t.userId, t.id)],
);
