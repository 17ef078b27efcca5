CREATE TABLE "sim_carrier_messages" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"sender_id" text NOT NULL,
	"accepted" boolean NOT NULL,
	"carrier_id" text,
	"submit_code" text,
	"submits" integer DEFAULT 1 NOT NULL,
	"accepted_at" bigint NOT NULL,
	"receipt_result" text,
	"receipt_code" text,
	"receipt_due_at" bigint,
	"receipt_sent_at" bigint,
	"mo_text" text,
	"mo_due_at" bigint,
	"mo_sent_at" bigint,
	"lease_until" bigint
);
--> statement-breakpoint
CREATE INDEX "sim_carrier_receipt_due_idx" ON "sim_carrier_messages" USING btree ("receipt_due_at") WHERE "sim_carrier_messages"."receipt_sent_at" is null and "sim_carrier_messages"."receipt_due_at" is not null;--> statement-breakpoint
CREATE INDEX "sim_carrier_mo_due_idx" ON "sim_carrier_messages" USING btree ("mo_due_at") WHERE "sim_carrier_messages"."mo_sent_at" is null and "sim_carrier_messages"."mo_due_at" is not null;