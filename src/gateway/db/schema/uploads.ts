import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * One upload grant (GetMediaFileSign) and, once the PUT succeeded, the stored file under
 * DATA_DIR/uploads/<id>. The Authorization is stored as SHA-256 only; it works once, until expiresAt.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    declaredType: text('declared_type').notNull(),
    md5: text('md5').notNull(),
    size: int64('size').notNull(),
    authHash: text('auth_hash').notNull(),
    expiresAt: int64('expires_at').notNull(),
    createdAt: int64('created_at').notNull(),
    storedType: text('stored_type'),
    storedAt: int64('stored_at'),
  },
  (t) => [index('media_files_user_idx').on(t.userId)],
);
