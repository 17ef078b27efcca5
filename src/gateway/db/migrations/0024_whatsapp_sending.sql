CREATE TABLE "sim_whatsapp_messages" (
	"wamid" text PRIMARY KEY NOT NULL,
	"batch" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"to_phone" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wamid" text NOT NULL,
	"from_phone" text NOT NULL,
	"text" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wamid" text NOT NULL,
	"status" text NOT NULL,
	"conversation_type" text NOT NULL,
	"sent_at" bigint,
	"delivered_at" bigint,
	"read_at" bigint,
	"failed_at" bigint,
	"error_code" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_events" (
	"wamid" text NOT NULL,
	"status" text NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "whatsapp_status_events_wamid_status_pk" PRIMARY KEY("wamid","status")
);
--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "wait_reason" text;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "wait_until" bigint;--> statement-breakpoint
ALTER TABLE "whatsapp_inbound" ADD CONSTRAINT "whatsapp_inbound_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_whatsapp_messages_batch_idx" ON "sim_whatsapp_messages" USING btree ("batch");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbound_wamid_uq" ON "whatsapp_inbound" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_inbound_user_phone_idx" ON "whatsapp_inbound" USING btree ("user_id","from_phone","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_uq" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id");