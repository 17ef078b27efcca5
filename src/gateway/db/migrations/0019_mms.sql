ALTER TABLE "sms_tasks" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "media_file_id" text;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD COLUMN "channel" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD COLUMN "media_file_id" text;--> statement-breakpoint
ALTER TABLE "sim_carrier_messages" ADD COLUMN "channel" integer DEFAULT 9 NOT NULL;