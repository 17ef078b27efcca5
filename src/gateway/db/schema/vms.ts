import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { int64 } from './columns';

/**
 * A voice audio file (issue 14): an uploaded audio (media_files row `fileId`, kind voice-audio)
 * transcoded by ffmpeg to UPLOAD_DIR/voice/<audioId>.wav by the `vms-audio` job. Status 1
 * Processing, 2 Success (durationMs, size of the WAV), 3 Failed (errorKey: a server text key).
 * The download token (its SHA-256) lets an <audio> element fetch the WAV for 10 minutes.
 */
export const voiceAudios = pgTable(
  'voice_audios',
  {
    id: serial('id').primaryKey(),
    audioId: text('audio_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    sourceType: text('source_type').notNull(),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    size: int64('size').notNull().default(0),
    errorKey: text('error_key').notNull().default(''),
    errorParams: text('error_params').notNull().default('{}'),
    transcodeMs: integer('transcode_ms').notNull().default(0),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: int64('download_expires_at'),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('voice_audios_audio_id_uq').on(t.audioId), index('voice_audios_user_idx').on(t.userId, t.id)],
);

/**
 * A voice template (issue 14): Type 1 text (content spoken by the TTS adapter into
 * UPLOAD_DIR/voice/<templateId>.wav by the `vms-template` job) or 2 audio (audioId: one of the
 * owner's voice_audios in Success). Status: spec 001 §4's ten ids; rejectReasonKey a server text key.
 */
export const voiceTemplates = pgTable(
  'voice_templates',
  {
    id: serial('id').primaryKey(),
    templateId: text('template_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    content: text('content').notNull().default(''),
    audioId: text('audio_id').notNull().default(''),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    rejectReasonKey: text('reject_reason_key').notNull().default(''),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('voice_templates_template_id_uq').on(t.templateId), index('voice_templates_user_idx').on(t.userId, t.id)],
);
