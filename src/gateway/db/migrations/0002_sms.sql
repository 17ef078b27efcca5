CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"run_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" bigint,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"done_at" bigint
);
--> statement-breakpoint
CREATE TABLE "callback_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"locked_until" bigint,
	"delivered_at" bigint,
	"failed_at" bigint,
	"last_status" integer,
	"last_error" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_callback_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_export_chunks" (
	"export_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "sms_export_chunks_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sms_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"download_token_hash" text,
	"download_expires_at" bigint,
	"created_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"country_code" text NOT NULL,
	"segments" smallint NOT NULL,
	"price" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"receipt_code" text,
	"carrier_id" text,
	"submit_count" smallint DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"send_at" bigint NOT NULL,
	"submit_at" bigint,
	"done_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sms_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"task_id" integer,
	"received_at" bigint NOT NULL,
	"reply_content" text,
	"reply_task_id" text,
	"replied_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sms_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"alarmed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"session_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sender_id" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"template_id" text,
	"country_code" text DEFAULT '' NOT NULL,
	"send_at" bigint NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"status" smallint NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"hold_reference" text,
	"total" integer NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"duplicate" integer DEFAULT 0 NOT NULL,
	"unsupported" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"submit_failed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"estimated_cost" bigint DEFAULT 0 NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" smallint NOT NULL,
	"body" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"recreated_from" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"released" bigint DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL,
	"closed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "callback_deliveries" ADD CONSTRAINT "callback_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_callback_settings" ADD CONSTRAINT "sms_callback_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_export_chunks" ADD CONSTRAINT "sms_export_chunks_export_id_sms_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."sms_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_exports" ADD CONSTRAINT "sms_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_task_id_sms_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sms_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_rules" ADD CONSTRAINT "sms_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD CONSTRAINT "sms_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_open_uq" ON "jobs" USING btree ("kind","ref") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "callback_deliveries_due_idx" ON "callback_deliveries" USING btree ("delivered_at","failed_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_exports_export_id_uq" ON "sms_exports" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "sms_exports_user_idx" ON "sms_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_task_phone_uq" ON "sms_messages" USING btree ("task_id","phone");--> statement-breakpoint
CREATE INDEX "sms_messages_task_state_idx" ON "sms_messages" USING btree ("task_id","state","id");--> statement-breakpoint
CREATE INDEX "sms_messages_user_time_idx" ON "sms_messages" USING btree ("user_id","send_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_user_state_time_idx" ON "sms_messages" USING btree ("user_id","state","send_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_time_idx" ON "sms_messages" USING btree ("phone","send_at");--> statement-breakpoint
CREATE INDEX "sms_messages_carrier_idx" ON "sms_messages" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "sms_replies_user_idx" ON "sms_replies" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_rules_rule_id_uq" ON "sms_rules" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "sms_rules_user_idx" ON "sms_rules" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_tasks_task_id_uq" ON "sms_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "sms_tasks_user_idx" ON "sms_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_template_id_uq" ON "sms_templates" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "sms_templates_user_idx" ON "sms_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_reference_uq" ON "wallet_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_holds_open_idx" ON "wallet_holds" USING btree ("wallet_id") WHERE "wallet_holds"."open";