CREATE TABLE "auto_recharge" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"target" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_pk" integer NOT NULL,
	"amount" bigint NOT NULL,
	"provider_ref" text,
	"status" smallint NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"release_at" bigint,
	"released_at" bigint
);
--> statement-breakpoint
CREATE TABLE "inpour_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" integer NOT NULL,
	"amount" bigint NOT NULL,
	"card_pk" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" smallint NOT NULL,
	"origin" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_by" text NOT NULL,
	"bill_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" bigint NOT NULL,
	"download_token_hash" text,
	"download_expires_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"setup_intent_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_postal_code" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"billing_country" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"removed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"card_id" text,
	"created_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sim_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"data" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_exports" ADD COLUMN "source" text DEFAULT 'records' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_recharge" ADD CONSTRAINT "auto_recharge_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_card_pk_payment_cards_id_fk" FOREIGN KEY ("card_pk") REFERENCES "public"."payment_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpour_payments" ADD CONSTRAINT "inpour_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpour_payments" ADD CONSTRAINT "inpour_payments_card_pk_payment_cards_id_fk" FOREIGN KEY ("card_pk") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_intents" ADD CONSTRAINT "setup_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_holds_card_uq" ON "card_holds" USING btree ("card_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "inpour_payments_payment_id_uq" ON "inpour_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "inpour_payments_user_idx" ON "inpour_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_uq" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_card_id_uq" ON "payment_cards" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_setup_intent_uq" ON "payment_cards" USING btree ("setup_intent_id");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default_uq" ON "payment_cards" USING btree ("user_id") WHERE "payment_cards"."is_default" and "payment_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_uq" ON "payment_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_uq" ON "payment_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE INDEX "setup_intents_user_idx" ON "setup_intents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_payment_objects_idem_uq" ON "sim_payment_objects" USING btree ("kind","idempotency_key");