CREATE TABLE "messaging_opt_outs" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "messaging_opt_outs_user_id_channel_address_pk" PRIMARY KEY("user_id","channel","address")
);
--> statement-breakpoint
ALTER TABLE "sms_replies" ADD COLUMN "read_at" bigint;--> statement-breakpoint
ALTER TABLE "messaging_opt_outs" ADD CONSTRAINT "messaging_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_opt_outs_user_time_idx" ON "messaging_opt_outs" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "sms_replies_user_phone_idx" ON "sms_replies" USING btree ("user_id","phone","received_at");