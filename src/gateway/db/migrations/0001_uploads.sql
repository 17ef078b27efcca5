CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"auth_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"stored_type" text,
	"stored_at" bigint
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_user_idx" ON "media_files" USING btree ("user_id");