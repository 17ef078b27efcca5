CREATE TABLE "access_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"revoked_at" bigint,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"display_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_prefix" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"register_country" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"administrator" boolean DEFAULT true NOT NULL,
	"cn_name" text DEFAULT '' NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"upgrade" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"sale_code" text,
	"channel_code" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"payload" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"subscription_no" text PRIMARY KEY NOT NULL,
	"cn_name" text NOT NULL,
	"en_name" text NOT NULL,
	"free" boolean NOT NULL,
	"rank" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"price_list" jsonb NOT NULL,
	"mod_whitelist" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_no" text NOT NULL,
	"status" integer NOT NULL,
	"free" boolean NOT NULL,
	"period" integer NOT NULL,
	"period_unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"cost_amount" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"delta_amount" bigint DEFAULT 0 NOT NULL,
	"delta_free" bigint DEFAULT 0 NOT NULL,
	"delta_credit" bigint DEFAULT 0 NOT NULL,
	"delta_freeze" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_free" bigint DEFAULT 0 NOT NULL,
	"amount_credit" bigint DEFAULT 0 NOT NULL,
	"amount_freeze" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"user_read_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_keys" ADD CONSTRAINT "access_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_purchases" ADD CONSTRAINT "subscription_purchases_subscription_no_subscription_packages_subscription_no_fk" FOREIGN KEY ("subscription_no") REFERENCES "public"."subscription_packages"("subscription_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_journal" ADD CONSTRAINT "wallet_journal_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_keys_user_idx" ON "access_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_tokens_session_idx" ON "access_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_uq" ON "social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("purpose","target");--> statement-breakpoint
CREATE INDEX "verification_codes_hash_idx" ON "verification_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "subscription_purchases_user_idx" ON "subscription_purchases" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "wallet_journal_wallet_idx" ON "wallet_journal" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_type_uq" ON "wallets" USING btree ("user_id","product_type");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_pending_idx" ON "outbound_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id");