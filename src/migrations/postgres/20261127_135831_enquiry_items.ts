import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'list' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'list' BEFORE 'products';
  CREATE TABLE "enquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"title" varchar
  );
  
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_items_order_idx" ON "enquiries_items" USING btree ("_order");
  CREATE INDEX "enquiries_items_parent_id_idx" ON "enquiries_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";`)
}
