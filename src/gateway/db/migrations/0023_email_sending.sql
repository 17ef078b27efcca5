CREATE TABLE "email_deliveries" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"carrier_id" text NOT NULL,
	"code" text,
	"attempted_at" bigint NOT NULL,
	"done_at" bigint,
	"receipt_sent_at" bigint,
	"lease_until" bigint
);
--> statement-breakpoint
CREATE TABLE "email_mailbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" bigint,
	"envelope_from" text NOT NULL,
	"recipient" text NOT NULL,
	"from_header" text NOT NULL,
	"subject" text NOT NULL,
	"raw" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "content_text" text;--> statement-breakpoint
CREATE INDEX "email_deliveries_receipt_idx" ON "email_deliveries" USING btree ("done_at") WHERE "email_deliveries"."state" = 'sent' and "email_deliveries"."receipt_sent_at" is null;--> statement-breakpoint
CREATE INDEX "email_mailbox_user_idx" ON "email_mailbox" USING btree ("user_id","id");