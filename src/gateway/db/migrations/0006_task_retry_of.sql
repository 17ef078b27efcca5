ALTER TABLE "sms_tasks" ADD COLUMN "retry_of" text;--> statement-breakpoint
CREATE INDEX "sms_tasks_retry_of_idx" ON "sms_tasks" USING btree ("user_id","retry_of");