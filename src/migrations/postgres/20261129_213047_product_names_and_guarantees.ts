import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_guarantees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guarantees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guarantees_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'guarantee';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'guarantee';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'guarantee';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'guarantee';
  CREATE TABLE "guarantees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"market" varchar,
  	"guarantor_id" integer,
  	"translation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_guarantees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "guarantees_locales" (
  	"title" varchar,
  	"covers" jsonb,
  	"claim" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guarantees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_market" varchar,
  	"version_guarantor_id" integer,
  	"version_translation" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__guarantees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__guarantees_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_guarantees_v_locales" (
  	"version_title" varchar,
  	"version_covers" jsonb,
  	"version_claim" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "name" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guarantees_id" integer;
  ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_guarantor_id_offices_id_fk" FOREIGN KEY ("guarantor_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guarantees_locales" ADD CONSTRAINT "guarantees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guarantees_v" ADD CONSTRAINT "_guarantees_v_parent_id_guarantees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guarantees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guarantees_v" ADD CONSTRAINT "_guarantees_v_version_guarantor_id_offices_id_fk" FOREIGN KEY ("version_guarantor_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guarantees_v_locales" ADD CONSTRAINT "_guarantees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guarantees_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "guarantees_market_idx" ON "guarantees" USING btree ("market");
  CREATE INDEX "guarantees_guarantor_idx" ON "guarantees" USING btree ("guarantor_id");
  CREATE INDEX "guarantees_updated_at_idx" ON "guarantees" USING btree ("updated_at");
  CREATE INDEX "guarantees_created_at_idx" ON "guarantees" USING btree ("created_at");
  CREATE INDEX "guarantees_deleted_at_idx" ON "guarantees" USING btree ("deleted_at");
  CREATE INDEX "guarantees__status_idx" ON "guarantees" USING btree ("_status");
  CREATE UNIQUE INDEX "guarantees_locales_locale_parent_id_unique" ON "guarantees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guarantees_v_parent_idx" ON "_guarantees_v" USING btree ("parent_id");
  CREATE INDEX "_guarantees_v_version_version_market_idx" ON "_guarantees_v" USING btree ("version_market");
  CREATE INDEX "_guarantees_v_version_version_guarantor_idx" ON "_guarantees_v" USING btree ("version_guarantor_id");
  CREATE INDEX "_guarantees_v_version_version_updated_at_idx" ON "_guarantees_v" USING btree ("version_updated_at");
  CREATE INDEX "_guarantees_v_version_version_created_at_idx" ON "_guarantees_v" USING btree ("version_created_at");
  CREATE INDEX "_guarantees_v_version_version_deleted_at_idx" ON "_guarantees_v" USING btree ("version_deleted_at");
  CREATE INDEX "_guarantees_v_version_version__status_idx" ON "_guarantees_v" USING btree ("version__status");
  CREATE INDEX "_guarantees_v_created_at_idx" ON "_guarantees_v" USING btree ("created_at");
  CREATE INDEX "_guarantees_v_updated_at_idx" ON "_guarantees_v" USING btree ("updated_at");
  CREATE INDEX "_guarantees_v_snapshot_idx" ON "_guarantees_v" USING btree ("snapshot");
  CREATE INDEX "_guarantees_v_published_locale_idx" ON "_guarantees_v" USING btree ("published_locale");
  CREATE INDEX "_guarantees_v_latest_idx" ON "_guarantees_v" USING btree ("latest");
  CREATE INDEX "_guarantees_v_autosave_idx" ON "_guarantees_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_guarantees_v_locales_locale_parent_id_unique" ON "_guarantees_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guarantees_fk" FOREIGN KEY ("guarantees_id") REFERENCES "public"."guarantees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_guarantees_id_idx" ON "payload_locked_documents_rels" USING btree ("guarantees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_guarantees_fk";
  ALTER TABLE "guarantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guarantees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guarantees_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guarantees_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "guarantees" CASCADE;
  DROP TABLE "guarantees_locales" CASCADE;
  DROP TABLE "_guarantees_v" CASCADE;
  DROP TABLE "_guarantees_v_locales" CASCADE;
  
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  DROP INDEX "payload_locked_documents_rels_guarantees_id_idx";
  ALTER TABLE "products" DROP COLUMN "name";
  ALTER TABLE "_products_v" DROP COLUMN "version_name";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guarantees_id";
  DROP TYPE "public"."enum_guarantees_status";
  DROP TYPE "public"."enum__guarantees_v_version_status";
  DROP TYPE "public"."enum__guarantees_v_published_locale";`)
}
