CREATE TABLE "contact_attribute_values" (
	"attribute_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"text_value" text,
	"num_value" double precision,
	"bool_value" boolean,
	"date_value" date,
	CONSTRAINT "contact_attribute_values_attribute_id_contact_id_pk" PRIMARY KEY("attribute_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"source" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"segment_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"counted_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tag_links" (
	"tag_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"added_at" bigint NOT NULL,
	CONSTRAINT "contact_tag_links_tag_id_contact_id_pk" PRIMARY KEY("tag_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "audience_kind" text;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "audience_id" text;--> statement-breakpoint
ALTER TABLE "sms_tasks" ADD COLUMN "audience_name" text;--> statement-breakpoint
ALTER TABLE "contact_attribute_values" ADD CONSTRAINT "contact_attribute_values_attribute_id_contact_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."contact_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attribute_values" ADD CONSTRAINT "contact_attribute_values_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attributes" ADD CONSTRAINT "contact_attributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_segments" ADD CONSTRAINT "contact_segments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_links" ADD CONSTRAINT "contact_tag_links_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_links" ADD CONSTRAINT "contact_tag_links_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attribute_values_contact_idx" ON "contact_attribute_values" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_attribute_values_num_idx" ON "contact_attribute_values" USING btree ("attribute_id","num_value");--> statement-breakpoint
CREATE INDEX "contact_attribute_values_date_idx" ON "contact_attribute_values" USING btree ("attribute_id","date_value");--> statement-breakpoint
CREATE INDEX "contact_attribute_values_text_idx" ON "contact_attribute_values" USING btree ("attribute_id","text_value");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_attributes_attribute_id_uq" ON "contact_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_attributes_user_name_uq" ON "contact_attributes" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_segments_segment_id_uq" ON "contact_segments" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_segments_user_name_uq" ON "contact_segments" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contact_segments_user_idx" ON "contact_segments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "contact_tag_links_contact_idx" ON "contact_tag_links" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_tag_id_uq" ON "contact_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_user_name_uq" ON "contact_tags" USING btree ("user_id",lower("name"));