CREATE TABLE "notification_emails" (
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "notification_emails_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" integer NOT NULL,
	"amount" bigint NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"credited_by" integer,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_journal" ADD COLUMN "failed_amount" bigint;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_credited_by_users_id_fk" FOREIGN KEY ("credited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_bank_reference_uq" ON "bank_transfers" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "bank_transfers_user_idx" ON "bank_transfers" USING btree ("user_id","created_at");