CREATE TABLE "sim_whatsapp_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"waba_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"components" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"waba_id" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"waba_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"display_phone_number" text NOT NULL,
	"display_name" text NOT NULL,
	"quality_rating" text NOT NULL,
	"messaging_limit_tier" text NOT NULL,
	"status" text NOT NULL,
	"synced_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"waba_id" text NOT NULL,
	"template_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"digest" text PRIMARY KEY NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD CONSTRAINT "whatsapp_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_whatsapp_templates_waba_name_lang_uq" ON "sim_whatsapp_templates" USING btree ("waba_id","name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_accounts_waba_uq" ON "whatsapp_accounts" USING btree ("waba_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_numbers_user_phone_uq" ON "whatsapp_numbers" USING btree ("user_id","phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_waba_template_uq" ON "whatsapp_templates" USING btree ("waba_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_user_name_lang_uq" ON "whatsapp_templates" USING btree ("user_id","name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_user_idx" ON "whatsapp_templates" USING btree ("user_id","created_at");