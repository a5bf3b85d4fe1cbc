import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_downloads_kind" AS ENUM('datasheet', 'installation', 'care', 'spareParts', 'cad2d', 'bim', 'certificate');
  CREATE TYPE "public"."enum_products_downloads_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_products_variants_downloads_kind" AS ENUM('datasheet', 'installation', 'care', 'spareParts', 'cad2d', 'bim', 'certificate');
  CREATE TYPE "public"."enum_products_variants_downloads_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum__products_v_version_downloads_kind" AS ENUM('datasheet', 'installation', 'care', 'spareParts', 'cad2d', 'bim', 'certificate');
  CREATE TYPE "public"."enum__products_v_version_downloads_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum__products_v_version_variants_downloads_kind" AS ENUM('datasheet', 'installation', 'care', 'spareParts', 'cad2d', 'bim', 'certificate');
  CREATE TYPE "public"."enum__products_v_version_variants_downloads_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'list' BEFORE 'products';
  CREATE TABLE "cases_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"x" numeric,
  	"y" numeric
  );
  
  CREATE TABLE "_cases_v_version_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"x" numeric,
  	"y" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "certificates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_certificates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "test_reports_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_test_reports_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "enquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"title" varchar
  );
  
  ALTER TABLE "products_downloads" ADD COLUMN "kind" "enum_products_downloads_kind" DEFAULT 'datasheet';
  ALTER TABLE "products_downloads" ADD COLUMN "language" "enum_products_downloads_language";
  ALTER TABLE "products_variants_downloads" ADD COLUMN "kind" "enum_products_variants_downloads_kind" DEFAULT 'datasheet';
  ALTER TABLE "products_variants_downloads" ADD COLUMN "language" "enum_products_variants_downloads_language";
  ALTER TABLE "_products_v_version_downloads" ADD COLUMN "kind" "enum__products_v_version_downloads_kind" DEFAULT 'datasheet';
  ALTER TABLE "_products_v_version_downloads" ADD COLUMN "language" "enum__products_v_version_downloads_language";
  ALTER TABLE "_products_v_version_variants_downloads" ADD COLUMN "kind" "enum__products_v_version_variants_downloads_kind" DEFAULT 'datasheet';
  ALTER TABLE "_products_v_version_variants_downloads" ADD COLUMN "language" "enum__products_v_version_variants_downloads_language";
  ALTER TABLE "cases_products" ADD CONSTRAINT "cases_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases_products" ADD CONSTRAINT "cases_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v_version_products" ADD CONSTRAINT "_cases_v_version_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v_version_products" ADD CONSTRAINT "_cases_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certificates_rels" ADD CONSTRAINT "certificates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certificates_rels" ADD CONSTRAINT "certificates_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_certificates_v_rels" ADD CONSTRAINT "_certificates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_certificates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_certificates_v_rels" ADD CONSTRAINT "_certificates_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_reports_rels" ADD CONSTRAINT "test_reports_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."test_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_reports_rels" ADD CONSTRAINT "test_reports_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_reports_v_rels" ADD CONSTRAINT "_test_reports_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_test_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_reports_v_rels" ADD CONSTRAINT "_test_reports_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cases_products_order_idx" ON "cases_products" USING btree ("_order");
  CREATE INDEX "cases_products_parent_id_idx" ON "cases_products" USING btree ("_parent_id");
  CREATE INDEX "cases_products_product_idx" ON "cases_products" USING btree ("product_id");
  CREATE INDEX "_cases_v_version_products_order_idx" ON "_cases_v_version_products" USING btree ("_order");
  CREATE INDEX "_cases_v_version_products_parent_id_idx" ON "_cases_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_cases_v_version_products_product_idx" ON "_cases_v_version_products" USING btree ("product_id");
  CREATE INDEX "certificates_rels_order_idx" ON "certificates_rels" USING btree ("order");
  CREATE INDEX "certificates_rels_parent_idx" ON "certificates_rels" USING btree ("parent_id");
  CREATE INDEX "certificates_rels_path_idx" ON "certificates_rels" USING btree ("path");
  CREATE INDEX "certificates_rels_products_id_idx" ON "certificates_rels" USING btree ("products_id");
  CREATE INDEX "_certificates_v_rels_order_idx" ON "_certificates_v_rels" USING btree ("order");
  CREATE INDEX "_certificates_v_rels_parent_idx" ON "_certificates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_certificates_v_rels_path_idx" ON "_certificates_v_rels" USING btree ("path");
  CREATE INDEX "_certificates_v_rels_products_id_idx" ON "_certificates_v_rels" USING btree ("products_id");
  CREATE INDEX "test_reports_rels_order_idx" ON "test_reports_rels" USING btree ("order");
  CREATE INDEX "test_reports_rels_parent_idx" ON "test_reports_rels" USING btree ("parent_id");
  CREATE INDEX "test_reports_rels_path_idx" ON "test_reports_rels" USING btree ("path");
  CREATE INDEX "test_reports_rels_products_id_idx" ON "test_reports_rels" USING btree ("products_id");
  CREATE INDEX "_test_reports_v_rels_order_idx" ON "_test_reports_v_rels" USING btree ("order");
  CREATE INDEX "_test_reports_v_rels_parent_idx" ON "_test_reports_v_rels" USING btree ("parent_id");
  CREATE INDEX "_test_reports_v_rels_path_idx" ON "_test_reports_v_rels" USING btree ("path");
  CREATE INDEX "_test_reports_v_rels_products_id_idx" ON "_test_reports_v_rels" USING btree ("products_id");
  CREATE INDEX "enquiries_items_order_idx" ON "enquiries_items" USING btree ("_order");
  CREATE INDEX "enquiries_items_parent_id_idx" ON "enquiries_items" USING btree ("_parent_id");
  UPDATE "products_downloads" SET "kind" = 'datasheet' WHERE "kind" IS NULL;
  UPDATE "products_variants_downloads" SET "kind" = 'datasheet' WHERE "kind" IS NULL;
  UPDATE "_products_v_version_downloads" SET "kind" = 'datasheet' WHERE "kind" IS NULL;
  UPDATE "_products_v_version_variants_downloads" SET "kind" = 'datasheet' WHERE "kind" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cases_products" CASCADE;
  DROP TABLE "_cases_v_version_products" CASCADE;
  DROP TABLE "certificates_rels" CASCADE;
  DROP TABLE "_certificates_v_rels" CASCADE;
  DROP TABLE "test_reports_rels" CASCADE;
  DROP TABLE "_test_reports_v_rels" CASCADE;
  DROP TABLE "enquiries_items" CASCADE;
  UPDATE "navigation_items_children" SET "route" = 'product' WHERE "route" = 'list';
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  UPDATE "navigation_items" SET "route" = 'product' WHERE "route" = 'list';
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  UPDATE "_navigation_v_version_items_children" SET "route" = 'product' WHERE "route" = 'list';
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  UPDATE "_navigation_v_version_items" SET "route" = 'product' WHERE "route" = 'list';
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  ALTER TABLE "products_downloads" DROP COLUMN "kind";
  ALTER TABLE "products_downloads" DROP COLUMN "language";
  ALTER TABLE "products_variants_downloads" DROP COLUMN "kind";
  ALTER TABLE "products_variants_downloads" DROP COLUMN "language";
  ALTER TABLE "_products_v_version_downloads" DROP COLUMN "kind";
  ALTER TABLE "_products_v_version_downloads" DROP COLUMN "language";
  ALTER TABLE "_products_v_version_variants_downloads" DROP COLUMN "kind";
  ALTER TABLE "_products_v_version_variants_downloads" DROP COLUMN "language";
  DROP TYPE "public"."enum_products_downloads_kind";
  DROP TYPE "public"."enum_products_downloads_language";
  DROP TYPE "public"."enum_products_variants_downloads_kind";
  DROP TYPE "public"."enum_products_variants_downloads_language";
  DROP TYPE "public"."enum__products_v_version_downloads_kind";
  DROP TYPE "public"."enum__products_v_version_downloads_language";
  DROP TYPE "public"."enum__products_v_version_variants_downloads_kind";
  DROP TYPE "public"."enum__products_v_version_variants_downloads_language";`)
}
