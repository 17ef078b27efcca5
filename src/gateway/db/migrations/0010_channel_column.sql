ALTER TABLE "sms_exports" ADD COLUMN "channel" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "channel" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "channel" integer DEFAULT 9 NOT NULL;