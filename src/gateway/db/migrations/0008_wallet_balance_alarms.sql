CREATE TABLE "balance_alarms" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"threshold" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_journal" ADD COLUMN "available_after" bigint;--> statement-breakpoint
ALTER TABLE "balance_alarms" ADD CONSTRAINT "balance_alarms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the available balance after each journal row written before the column existed (the running sum per wallet, in id order).
UPDATE "wallet_journal" AS j SET "available_after" = s."running" FROM (SELECT "id", sum("delta_amount" + "delta_free" + "delta_credit" - "delta_freeze") OVER (PARTITION BY "wallet_id" ORDER BY "id") AS "running" FROM "wallet_journal") AS s WHERE j."id" = s."id";
