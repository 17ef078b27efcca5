CREATE TABLE "email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tracking_prefix" text DEFAULT '' NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" bigint,
	"checked_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"domain_id" integer,
	"alias" text NOT NULL,
	"email" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_domain_id_email_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."email_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_domain_id_uq" ON "email_domains" USING btree ("domain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_user_domain_uq" ON "email_domains" USING btree ("user_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_sender_id_uq" ON "email_senders" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_user_email_uq" ON "email_senders" USING btree ("user_id","email") WHERE "email_senders"."status" <> 2;--> statement-breakpoint
CREATE INDEX "email_senders_user_idx" ON "email_senders" USING btree ("user_id","id");