DROP INDEX "contacts_search_trgm";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "whatsapp")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_search_text_trgm" ON "contacts" USING gin ("search_text" gin_trgm_ops);