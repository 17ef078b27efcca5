CREATE TABLE "ticket_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_file_id" text NOT NULL,
	"ticket_id" integer,
	"comment_id" integer,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" bigint NOT NULL,
	"thumb_type" text NOT NULL,
	"thumb_size" bigint NOT NULL,
	"file_key" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "ticket_attachments_source_file_id_unique" UNIQUE("source_file_id")
);
--> statement-breakpoint
CREATE TABLE "social_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform_type" integer NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "tickets_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "updated_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "tickets" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_comment_id_ticket_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."ticket_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_profiles" ADD CONSTRAINT "social_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_user_idx" ON "ticket_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_profiles_uq" ON "social_profiles" USING btree ("user_id","platform_type","subject");--> statement-breakpoint
CREATE INDEX "social_profiles_user_idx" ON "social_profiles" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP COLUMN "attachments";