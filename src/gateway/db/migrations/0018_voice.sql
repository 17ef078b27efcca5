CREATE TABLE "voice_audios" (
	"id" serial PRIMARY KEY NOT NULL,
	"audio_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"source_type" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"error_key" text DEFAULT '' NOT NULL,
	"error_params" text DEFAULT '{}' NOT NULL,
	"transcode_ms" integer DEFAULT 0 NOT NULL,
	"download_token_hash" text,
	"download_expires_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"audio_id" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"reject_reason_key" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_audios" ADD CONSTRAINT "voice_audios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_templates" ADD CONSTRAINT "voice_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_audios_audio_id_uq" ON "voice_audios" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "voice_audios_user_idx" ON "voice_audios" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_templates_template_id_uq" ON "voice_templates" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "voice_templates_user_idx" ON "voice_templates" USING btree ("user_id","id");