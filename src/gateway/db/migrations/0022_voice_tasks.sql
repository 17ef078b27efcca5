ALTER TABLE "sms_messages" ADD COLUMN "called_ms" integer;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "media_duration_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "window_from" smallint;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "window_to" smallint;--> statement-breakpoint
ALTER TABLE "sim_carrier_messages" ADD COLUMN "called_ms" integer;