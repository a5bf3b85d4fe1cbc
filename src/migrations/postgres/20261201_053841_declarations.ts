import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_declarations_issued_files_language" AS ENUM('de', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_declarations_standard" AS ENUM('EN 14688:2015', 'EN 14428:2015', 'EN 14527:2016', 'EN 14516:2015');
  CREATE TYPE "public"."enum_declarations_avcp" AS ENUM('1+', '1', '2+', '3', '4');
  CREATE TYPE "public"."enum_declarations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__declarations_v_version_issued_files_language" AS ENUM('de', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum__declarations_v_version_standard" AS ENUM('EN 14688:2015', 'EN 14428:2015', 'EN 14527:2016', 'EN 14516:2015');
  CREATE TYPE "public"."enum__declarations_v_version_avcp" AS ENUM('1+', '1', '2+', '3', '4');
  CREATE TYPE "public"."enum__declarations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__declarations_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'dop';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'dop';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'dop';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'dop';
  CREATE TABLE "declarations_characteristics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"specification" varchar
  );
  
  CREATE TABLE "declarations_characteristics_locales" (
  	"characteristic" varchar,
  	"performance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "declarations_issued_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_declarations_issued_files_language",
  	"sha256" varchar,
  	"bytes" numeric
  );
  
  CREATE TABLE "declarations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"product_type" varchar,
  	"manufacturer" varchar,
  	"standard" "enum_declarations_standard",
  	"avcp" "enum_declarations_avcp" DEFAULT '4',
  	"notified_body" varchar,
  	"place" varchar,
  	"date" timestamp(3) with time zone,
  	"signatory" varchar,
  	"issued_at" timestamp(3) with time zone,
  	"translation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_declarations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "declarations_locales" (
  	"intended_use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "declarations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_declarations_v_version_characteristics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"specification" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_declarations_v_version_characteristics_locales" (
  	"characteristic" varchar,
  	"performance" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_declarations_v_version_issued_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__declarations_v_version_issued_files_language",
  	"sha256" varchar,
  	"bytes" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_declarations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" varchar,
  	"version_product_type" varchar,
  	"version_manufacturer" varchar,
  	"version_standard" "enum__declarations_v_version_standard",
  	"version_avcp" "enum__declarations_v_version_avcp" DEFAULT '4',
  	"version_notified_body" varchar,
  	"version_place" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_signatory" varchar,
  	"version_issued_at" timestamp(3) with time zone,
  	"version_translation" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__declarations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__declarations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_declarations_v_locales" (
  	"version_intended_use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_declarations_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "certificates" ADD COLUMN "document_id" integer;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_document_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "declarations_id" integer;
  ALTER TABLE "declarations_characteristics" ADD CONSTRAINT "declarations_characteristics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "declarations_characteristics_locales" ADD CONSTRAINT "declarations_characteristics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."declarations_characteristics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "declarations_issued_files" ADD CONSTRAINT "declarations_issued_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "declarations_locales" ADD CONSTRAINT "declarations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "declarations_texts" ADD CONSTRAINT "declarations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_declarations_v_version_characteristics" ADD CONSTRAINT "_declarations_v_version_characteristics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_declarations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_declarations_v_version_characteristics_locales" ADD CONSTRAINT "_declarations_v_version_characteristics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_declarations_v_version_characteristics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_declarations_v_version_issued_files" ADD CONSTRAINT "_declarations_v_version_issued_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_declarations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_declarations_v" ADD CONSTRAINT "_declarations_v_parent_id_declarations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."declarations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_declarations_v_locales" ADD CONSTRAINT "_declarations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_declarations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_declarations_v_texts" ADD CONSTRAINT "_declarations_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_declarations_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "declarations_characteristics_order_idx" ON "declarations_characteristics" USING btree ("_order");
  CREATE INDEX "declarations_characteristics_parent_id_idx" ON "declarations_characteristics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "declarations_characteristics_locales_locale_parent_id_unique" ON "declarations_characteristics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "declarations_issued_files_order_idx" ON "declarations_issued_files" USING btree ("_order");
  CREATE INDEX "declarations_issued_files_parent_id_idx" ON "declarations_issued_files" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "declarations_number_idx" ON "declarations" USING btree ("number");
  CREATE INDEX "declarations_date_idx" ON "declarations" USING btree ("date");
  CREATE INDEX "declarations_updated_at_idx" ON "declarations" USING btree ("updated_at");
  CREATE INDEX "declarations_created_at_idx" ON "declarations" USING btree ("created_at");
  CREATE INDEX "declarations_deleted_at_idx" ON "declarations" USING btree ("deleted_at");
  CREATE INDEX "declarations__status_idx" ON "declarations" USING btree ("_status");
  CREATE UNIQUE INDEX "declarations_locales_locale_parent_id_unique" ON "declarations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "declarations_texts_order_parent" ON "declarations_texts" USING btree ("order","parent_id");
  CREATE INDEX "declarations_texts_text_idx" ON "declarations_texts" USING btree ("text");
  CREATE INDEX "_declarations_v_version_characteristics_order_idx" ON "_declarations_v_version_characteristics" USING btree ("_order");
  CREATE INDEX "_declarations_v_version_characteristics_parent_id_idx" ON "_declarations_v_version_characteristics" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_declarations_v_version_characteristics_locales_locale_paren" ON "_declarations_v_version_characteristics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_declarations_v_version_issued_files_order_idx" ON "_declarations_v_version_issued_files" USING btree ("_order");
  CREATE INDEX "_declarations_v_version_issued_files_parent_id_idx" ON "_declarations_v_version_issued_files" USING btree ("_parent_id");
  CREATE INDEX "_declarations_v_parent_idx" ON "_declarations_v" USING btree ("parent_id");
  CREATE INDEX "_declarations_v_version_version_number_idx" ON "_declarations_v" USING btree ("version_number");
  CREATE INDEX "_declarations_v_version_version_date_idx" ON "_declarations_v" USING btree ("version_date");
  CREATE INDEX "_declarations_v_version_version_updated_at_idx" ON "_declarations_v" USING btree ("version_updated_at");
  CREATE INDEX "_declarations_v_version_version_created_at_idx" ON "_declarations_v" USING btree ("version_created_at");
  CREATE INDEX "_declarations_v_version_version_deleted_at_idx" ON "_declarations_v" USING btree ("version_deleted_at");
  CREATE INDEX "_declarations_v_version_version__status_idx" ON "_declarations_v" USING btree ("version__status");
  CREATE INDEX "_declarations_v_created_at_idx" ON "_declarations_v" USING btree ("created_at");
  CREATE INDEX "_declarations_v_updated_at_idx" ON "_declarations_v" USING btree ("updated_at");
  CREATE INDEX "_declarations_v_snapshot_idx" ON "_declarations_v" USING btree ("snapshot");
  CREATE INDEX "_declarations_v_published_locale_idx" ON "_declarations_v" USING btree ("published_locale");
  CREATE INDEX "_declarations_v_latest_idx" ON "_declarations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_declarations_v_locales_locale_parent_id_unique" ON "_declarations_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_declarations_v_texts_order_parent" ON "_declarations_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_version_document_id_media_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_declarations_fk" FOREIGN KEY ("declarations_id") REFERENCES "public"."declarations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "certificates_document_idx" ON "certificates" USING btree ("document_id");
  CREATE INDEX "_certificates_v_version_version_document_idx" ON "_certificates_v" USING btree ("version_document_id");
  CREATE INDEX "payload_locked_documents_rels_declarations_id_idx" ON "payload_locked_documents_rels" USING btree ("declarations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "navigation_items_children" SET "route" = 'certifiction' WHERE "route" = 'dop';
  UPDATE "navigation_items" SET "route" = 'certifiction' WHERE "route" = 'dop';
  UPDATE "_navigation_v_version_items_children" SET "route" = 'certifiction' WHERE "route" = 'dop';
  UPDATE "_navigation_v_version_items" SET "route" = 'certifiction' WHERE "route" = 'dop';
   ALTER TABLE "declarations_characteristics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "declarations_characteristics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "declarations_issued_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "declarations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "declarations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "declarations_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v_version_characteristics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v_version_characteristics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v_version_issued_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_declarations_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "declarations_characteristics" CASCADE;
  DROP TABLE "declarations_characteristics_locales" CASCADE;
  DROP TABLE "declarations_issued_files" CASCADE;
  DROP TABLE "declarations" CASCADE;
  DROP TABLE "declarations_locales" CASCADE;
  DROP TABLE "declarations_texts" CASCADE;
  DROP TABLE "_declarations_v_version_characteristics" CASCADE;
  DROP TABLE "_declarations_v_version_characteristics_locales" CASCADE;
  DROP TABLE "_declarations_v_version_issued_files" CASCADE;
  DROP TABLE "_declarations_v" CASCADE;
  DROP TABLE "_declarations_v_locales" CASCADE;
  DROP TABLE "_declarations_v_texts" CASCADE;
  ALTER TABLE "certificates" DROP CONSTRAINT "certificates_document_id_media_id_fk";
  
  ALTER TABLE "_certificates_v" DROP CONSTRAINT "_certificates_v_version_document_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_declarations_fk";
  
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  DROP INDEX "certificates_document_idx";
  DROP INDEX "_certificates_v_version_version_document_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_declarations_id_idx";
  ALTER TABLE "certificates" DROP COLUMN "document_id";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_document_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "declarations_id";
  DROP TYPE "public"."enum_declarations_issued_files_language";
  DROP TYPE "public"."enum_declarations_standard";
  DROP TYPE "public"."enum_declarations_avcp";
  DROP TYPE "public"."enum_declarations_status";
  DROP TYPE "public"."enum__declarations_v_version_issued_files_language";
  DROP TYPE "public"."enum__declarations_v_version_standard";
  DROP TYPE "public"."enum__declarations_v_version_avcp";
  DROP TYPE "public"."enum__declarations_v_version_status";
  DROP TYPE "public"."enum__declarations_v_published_locale";`)
}
