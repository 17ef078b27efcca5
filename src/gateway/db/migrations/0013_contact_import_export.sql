CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contact_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
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
CREATE TABLE "contact_import_rejects" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"field" text NOT NULL,
	"reason_key" text NOT NULL,
	"reason" text NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "contact_import_rejects_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"header_row" boolean NOT NULL,
	"header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"group_id" integer,
	"status" smallint NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"download_token_hash" text,
	"download_expires_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
ALTER TABLE "contact_exports" ADD CONSTRAINT "contact_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rejects" ADD CONSTRAINT "contact_import_rejects_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_exports_export_id_uq" ON "contact_exports" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "contact_exports_user_idx" ON "contact_exports" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_imports_import_id_uq" ON "contact_imports" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "contact_imports_user_idx" ON "contact_imports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "whatsapp") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_user_whatsapp_idx" ON "contacts" USING btree ("user_id","whatsapp") WHERE "contacts"."whatsapp" <> '';