import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_series_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__series_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__series_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_products_variants_colour" AS ENUM('white', 'black', 'grey', 'sand', 'oak', 'chrome', 'gold', 'gun-metal');
  CREATE TYPE "public"."enum_products_variants_finish" AS ENUM('matt', 'gloss', 'clear-glass', 'chrome', 'brushed', 'lacquer', 'veneer');
  CREATE TYPE "public"."enum__products_v_version_variants_colour" AS ENUM('white', 'black', 'grey', 'sand', 'oak', 'chrome', 'gold', 'gun-metal');
  CREATE TYPE "public"."enum__products_v_version_variants_finish" AS ENUM('matt', 'gloss', 'clear-glass', 'chrome', 'brushed', 'lacquer', 'veneer');
  ALTER TYPE "public"."enum_search_entries_kind" ADD VALUE 'series' BEFORE 'category';
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'series' BEFORE 'products';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'series' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'series' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'series' BEFORE 'products';
  CREATE TABLE "series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"seo_image_id" integer,
  	"translation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_series_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "series_locales" (
  	"title" varchar,
  	"story" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "series_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_series_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_seo_image_id" integer,
  	"version_translation" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__series_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__series_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_series_v_locales" (
  	"version_title" varchar,
  	"version_story" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_series_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "products_variants_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "products_variants_downloads_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_number" varchar,
  	"gtin" varchar,
  	"colour" "enum_products_variants_colour",
  	"finish" "enum_products_variants_finish",
  	"width" numeric,
  	"depth" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "products_variants_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_variants_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_variants_downloads_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_number" varchar,
  	"gtin" varchar,
  	"colour" "enum__products_v_version_variants_colour",
  	"finish" "enum__products_v_version_variants_finish",
  	"width" numeric,
  	"depth" numeric,
  	"height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_variants_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "series_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "series" ADD CONSTRAINT "series_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "series_locales" ADD CONSTRAINT "series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series_rels" ADD CONSTRAINT "series_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series_rels" ADD CONSTRAINT "series_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_series_v" ADD CONSTRAINT "_series_v_parent_id_series_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_series_v" ADD CONSTRAINT "_series_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_series_v_locales" ADD CONSTRAINT "_series_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_series_v_rels" ADD CONSTRAINT "_series_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_series_v_rels" ADD CONSTRAINT "_series_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants_downloads" ADD CONSTRAINT "products_variants_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_variants_downloads" ADD CONSTRAINT "products_variants_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants_downloads_locales" ADD CONSTRAINT "products_variants_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variants_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants" ADD CONSTRAINT "products_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variants_locales" ADD CONSTRAINT "products_variants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants_downloads" ADD CONSTRAINT "_products_v_version_variants_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants_downloads" ADD CONSTRAINT "_products_v_version_variants_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants_downloads_locales" ADD CONSTRAINT "_products_v_version_variants_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variants_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants" ADD CONSTRAINT "_products_v_version_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variants_locales" ADD CONSTRAINT "_products_v_version_variants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "series_slug_idx" ON "series" USING btree ("slug");
  CREATE INDEX "series_order_idx" ON "series" USING btree ("order");
  CREATE INDEX "series_seo_seo_image_idx" ON "series" USING btree ("seo_image_id");
  CREATE INDEX "series_updated_at_idx" ON "series" USING btree ("updated_at");
  CREATE INDEX "series_created_at_idx" ON "series" USING btree ("created_at");
  CREATE INDEX "series_deleted_at_idx" ON "series" USING btree ("deleted_at");
  CREATE INDEX "series__status_idx" ON "series" USING btree ("_status");
  CREATE UNIQUE INDEX "series_locales_locale_parent_id_unique" ON "series_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "series_rels_order_idx" ON "series_rels" USING btree ("order");
  CREATE INDEX "series_rels_parent_idx" ON "series_rels" USING btree ("parent_id");
  CREATE INDEX "series_rels_path_idx" ON "series_rels" USING btree ("path");
  CREATE INDEX "series_rels_media_id_idx" ON "series_rels" USING btree ("media_id");
  CREATE INDEX "_series_v_parent_idx" ON "_series_v" USING btree ("parent_id");
  CREATE INDEX "_series_v_version_version_slug_idx" ON "_series_v" USING btree ("version_slug");
  CREATE INDEX "_series_v_version_version_order_idx" ON "_series_v" USING btree ("version_order");
  CREATE INDEX "_series_v_version_seo_version_seo_image_idx" ON "_series_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_series_v_version_version_updated_at_idx" ON "_series_v" USING btree ("version_updated_at");
  CREATE INDEX "_series_v_version_version_created_at_idx" ON "_series_v" USING btree ("version_created_at");
  CREATE INDEX "_series_v_version_version_deleted_at_idx" ON "_series_v" USING btree ("version_deleted_at");
  CREATE INDEX "_series_v_version_version__status_idx" ON "_series_v" USING btree ("version__status");
  CREATE INDEX "_series_v_created_at_idx" ON "_series_v" USING btree ("created_at");
  CREATE INDEX "_series_v_updated_at_idx" ON "_series_v" USING btree ("updated_at");
  CREATE INDEX "_series_v_snapshot_idx" ON "_series_v" USING btree ("snapshot");
  CREATE INDEX "_series_v_published_locale_idx" ON "_series_v" USING btree ("published_locale");
  CREATE INDEX "_series_v_latest_idx" ON "_series_v" USING btree ("latest");
  CREATE INDEX "_series_v_autosave_idx" ON "_series_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_series_v_locales_locale_parent_id_unique" ON "_series_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_series_v_rels_order_idx" ON "_series_v_rels" USING btree ("order");
  CREATE INDEX "_series_v_rels_parent_idx" ON "_series_v_rels" USING btree ("parent_id");
  CREATE INDEX "_series_v_rels_path_idx" ON "_series_v_rels" USING btree ("path");
  CREATE INDEX "_series_v_rels_media_id_idx" ON "_series_v_rels" USING btree ("media_id");
  CREATE INDEX "products_variants_downloads_order_idx" ON "products_variants_downloads" USING btree ("_order");
  CREATE INDEX "products_variants_downloads_parent_id_idx" ON "products_variants_downloads" USING btree ("_parent_id");
  CREATE INDEX "products_variants_downloads_file_idx" ON "products_variants_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_variants_downloads_locales_locale_parent_id_unique" ON "products_variants_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_variants_order_idx" ON "products_variants" USING btree ("_order");
  CREATE INDEX "products_variants_parent_id_idx" ON "products_variants" USING btree ("_parent_id");
  CREATE INDEX "products_variants_article_number_idx" ON "products_variants" USING btree ("article_number");
  CREATE INDEX "products_variants_gtin_idx" ON "products_variants" USING btree ("gtin");
  CREATE UNIQUE INDEX "products_variants_locales_locale_parent_id_unique" ON "products_variants_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_variants_downloads_order_idx" ON "_products_v_version_variants_downloads" USING btree ("_order");
  CREATE INDEX "_products_v_version_variants_downloads_parent_id_idx" ON "_products_v_version_variants_downloads" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_variants_downloads_file_idx" ON "_products_v_version_variants_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "_products_v_version_variants_downloads_locales_locale_parent" ON "_products_v_version_variants_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_variants_order_idx" ON "_products_v_version_variants" USING btree ("_order");
  CREATE INDEX "_products_v_version_variants_parent_id_idx" ON "_products_v_version_variants" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_variants_article_number_idx" ON "_products_v_version_variants" USING btree ("article_number");
  CREATE INDEX "_products_v_version_variants_gtin_idx" ON "_products_v_version_variants" USING btree ("gtin");
  CREATE UNIQUE INDEX "_products_v_version_variants_locales_locale_parent_id_unique" ON "_products_v_version_variants_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products" ADD CONSTRAINT "products_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_series_id_series_id_fk" FOREIGN KEY ("version_series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_series_idx" ON "products" USING btree ("series_id");
  CREATE INDEX "_products_v_version_version_series_idx" ON "_products_v" USING btree ("version_series_id");
  CREATE INDEX "payload_locked_documents_rels_series_id_idx" ON "payload_locked_documents_rels" USING btree ("series_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_series_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_series_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_series_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variants_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variants_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variants_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variants_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variants_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variants_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "series" CASCADE;
  DROP TABLE "series_locales" CASCADE;
  DROP TABLE "series_rels" CASCADE;
  DROP TABLE "_series_v" CASCADE;
  DROP TABLE "_series_v_locales" CASCADE;
  DROP TABLE "_series_v_rels" CASCADE;
  DROP TABLE "products_variants_downloads" CASCADE;
  DROP TABLE "products_variants_downloads_locales" CASCADE;
  DROP TABLE "products_variants" CASCADE;
  DROP TABLE "products_variants_locales" CASCADE;
  DROP TABLE "_products_v_version_variants_downloads" CASCADE;
  DROP TABLE "_products_v_version_variants_downloads_locales" CASCADE;
  DROP TABLE "_products_v_version_variants" CASCADE;
  DROP TABLE "_products_v_version_variants_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT IF EXISTS "products_series_id_series_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT IF EXISTS "_products_v_version_series_id_series_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_series_fk";
  
  DELETE FROM "search_entries" WHERE "kind" = 'series';
  ALTER TABLE "search_entries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_entries_kind";
  CREATE TYPE "public"."enum_search_entries_kind" AS ENUM('product', 'category', 'case', 'news', 'page');
  ALTER TABLE "search_entries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_search_entries_kind" USING "kind"::"public"."enum_search_entries_kind";
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "navigation_items_children" SET "route" = 'product' WHERE "route" = 'series';
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "navigation_items" SET "route" = 'product' WHERE "route" = 'series';
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "_navigation_v_version_items_children" SET "route" = 'product' WHERE "route" = 'series';
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "_navigation_v_version_items" SET "route" = 'product' WHERE "route" = 'series';
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  DROP INDEX "products_series_idx";
  DROP INDEX "_products_v_version_version_series_idx";
  DROP INDEX "payload_locked_documents_rels_series_id_idx";
  ALTER TABLE "products" DROP COLUMN "series_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "series_id";
  DROP TYPE "public"."enum_series_status";
  DROP TYPE "public"."enum__series_v_version_status";
  DROP TYPE "public"."enum__series_v_published_locale";
  DROP TYPE "public"."enum_products_variants_colour";
  DROP TYPE "public"."enum_products_variants_finish";
  DROP TYPE "public"."enum__products_v_version_variants_colour";
  DROP TYPE "public"."enum__products_v_version_variants_finish";`)
}
