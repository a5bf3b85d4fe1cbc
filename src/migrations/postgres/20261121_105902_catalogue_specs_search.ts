import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_specs_colours" AS ENUM('white', 'black', 'grey', 'sand', 'oak', 'chrome', 'gold', 'gun-metal');
  CREATE TYPE "public"."enum_products_specs_material" AS ENUM('mineral-cast', 'solid-stone', 'acrylic', 'tempered-glass', 'brass', 'stainless-steel', 'plywood');
  CREATE TYPE "public"."enum_products_specs_finish" AS ENUM('matt', 'gloss', 'clear-glass', 'chrome', 'brushed', 'lacquer', 'veneer');
  CREATE TYPE "public"."enum_products_specs_installation" AS ENUM('wall-hung', 'semi-recessed', 'countertop', 'pedestal', 'freestanding', 'built-in', 'floor-standing', 'wall-to-wall', 'corner', 'deck-mounted', 'wall-mounted');
  CREATE TYPE "public"."enum__products_v_version_specs_colours" AS ENUM('white', 'black', 'grey', 'sand', 'oak', 'chrome', 'gold', 'gun-metal');
  CREATE TYPE "public"."enum__products_v_version_specs_material" AS ENUM('mineral-cast', 'solid-stone', 'acrylic', 'tempered-glass', 'brass', 'stainless-steel', 'plywood');
  CREATE TYPE "public"."enum__products_v_version_specs_finish" AS ENUM('matt', 'gloss', 'clear-glass', 'chrome', 'brushed', 'lacquer', 'veneer');
  CREATE TYPE "public"."enum__products_v_version_specs_installation" AS ENUM('wall-hung', 'semi-recessed', 'countertop', 'pedestal', 'freestanding', 'built-in', 'floor-standing', 'wall-to-wall', 'corner', 'deck-mounted', 'wall-mounted');
  CREATE TYPE "public"."enum_search_entries_lang" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_search_entries_kind" AS ENUM('product', 'category', 'case', 'news', 'page');
  CREATE TABLE "products_specs_colours" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_specs_colours",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "products_downloads_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_specs_colours" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_specs_colours",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_downloads_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "search_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ref" varchar NOT NULL,
  	"lang" "enum_search_entries_lang" NOT NULL,
  	"kind" "enum_search_entries_kind" NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"snippet" varchar,
  	"title_terms" varchar,
  	"terms" varchar,
  	"rank" numeric DEFAULT 0,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "specs_width" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_depth" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_height" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_material" "enum_products_specs_material";
  ALTER TABLE "products" ADD COLUMN "specs_finish" "enum_products_specs_finish";
  ALTER TABLE "products" ADD COLUMN "specs_installation" "enum_products_specs_installation";
  ALTER TABLE "products" ADD COLUMN "specs_capacity" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_weight" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_glass" numeric;
  ALTER TABLE "products_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_width" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_depth" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_height" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_material" "enum__products_v_version_specs_material";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_finish" "enum__products_v_version_specs_finish";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_installation" "enum__products_v_version_specs_installation";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_capacity" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_weight" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_glass" numeric;
  ALTER TABLE "_products_v_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_entries_id" integer;
  ALTER TABLE "products_specs_colours" ADD CONSTRAINT "products_specs_colours_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_downloads" ADD CONSTRAINT "products_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_downloads" ADD CONSTRAINT "products_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_downloads_locales" ADD CONSTRAINT "products_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specs_colours" ADD CONSTRAINT "_products_v_version_specs_colours_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_downloads" ADD CONSTRAINT "_products_v_version_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_downloads" ADD CONSTRAINT "_products_v_version_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_downloads_locales" ADD CONSTRAINT "_products_v_version_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_specs_colours_order_idx" ON "products_specs_colours" USING btree ("order");
  CREATE INDEX "products_specs_colours_parent_idx" ON "products_specs_colours" USING btree ("parent_id");
  CREATE INDEX "products_downloads_order_idx" ON "products_downloads" USING btree ("_order");
  CREATE INDEX "products_downloads_parent_id_idx" ON "products_downloads" USING btree ("_parent_id");
  CREATE INDEX "products_downloads_file_idx" ON "products_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_downloads_locales_locale_parent_id_unique" ON "products_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_specs_colours_order_idx" ON "_products_v_version_specs_colours" USING btree ("order");
  CREATE INDEX "_products_v_version_specs_colours_parent_idx" ON "_products_v_version_specs_colours" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_downloads_order_idx" ON "_products_v_version_downloads" USING btree ("_order");
  CREATE INDEX "_products_v_version_downloads_parent_id_idx" ON "_products_v_version_downloads" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_downloads_file_idx" ON "_products_v_version_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "_products_v_version_downloads_locales_locale_parent_id_uniqu" ON "_products_v_version_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "search_entries_ref_idx" ON "search_entries" USING btree ("ref");
  CREATE INDEX "search_entries_lang_idx" ON "search_entries" USING btree ("lang");
  CREATE INDEX "search_entries_kind_idx" ON "search_entries" USING btree ("kind");
  CREATE INDEX "search_entries_rank_idx" ON "search_entries" USING btree ("rank");
  CREATE INDEX "search_entries_image_idx" ON "search_entries" USING btree ("image_id");
  CREATE INDEX "search_entries_updated_at_idx" ON "search_entries" USING btree ("updated_at");
  CREATE INDEX "search_entries_created_at_idx" ON "search_entries" USING btree ("created_at");
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_entries_fk" FOREIGN KEY ("search_entries_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_search_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_specs_colours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_specs_colours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_specs_colours" CASCADE;
  DROP TABLE "products_downloads" CASCADE;
  DROP TABLE "products_downloads_locales" CASCADE;
  DROP TABLE "_products_v_version_specs_colours" CASCADE;
  DROP TABLE "_products_v_version_downloads" CASCADE;
  DROP TABLE "_products_v_version_downloads_locales" CASCADE;
  DROP TABLE "search_entries" CASCADE;
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_products_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_entries_fk";
  
  DROP INDEX "products_rels_products_id_idx";
  DROP INDEX "_products_v_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_entries_id_idx";
  ALTER TABLE "products" DROP COLUMN "specs_width";
  ALTER TABLE "products" DROP COLUMN "specs_depth";
  ALTER TABLE "products" DROP COLUMN "specs_height";
  ALTER TABLE "products" DROP COLUMN "specs_material";
  ALTER TABLE "products" DROP COLUMN "specs_finish";
  ALTER TABLE "products" DROP COLUMN "specs_installation";
  ALTER TABLE "products" DROP COLUMN "specs_capacity";
  ALTER TABLE "products" DROP COLUMN "specs_weight";
  ALTER TABLE "products" DROP COLUMN "specs_glass";
  ALTER TABLE "products_rels" DROP COLUMN "products_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_width";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_depth";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_height";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_material";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_finish";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_installation";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_capacity";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_weight";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_glass";
  ALTER TABLE "_products_v_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_entries_id";
  DROP TYPE "public"."enum_products_specs_colours";
  DROP TYPE "public"."enum_products_specs_material";
  DROP TYPE "public"."enum_products_specs_finish";
  DROP TYPE "public"."enum_products_specs_installation";
  DROP TYPE "public"."enum__products_v_version_specs_colours";
  DROP TYPE "public"."enum__products_v_version_specs_material";
  DROP TYPE "public"."enum__products_v_version_specs_finish";
  DROP TYPE "public"."enum__products_v_version_specs_installation";
  DROP TYPE "public"."enum_search_entries_lang";
  DROP TYPE "public"."enum_search_entries_kind";`)
}
