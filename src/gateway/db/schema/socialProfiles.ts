import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/** Social media profiles connected for publishing (/setting/profile_list), each at most once per account. */
export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    platformType: integer('platform_type').notNull(),
    /** The platform's stable id of the profile. */
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [uniqueIndex('social_profiles_uq').on(t.userId, t.platformType, t.subject), index('social_profiles_user_idx').on(t.userId)],
);
