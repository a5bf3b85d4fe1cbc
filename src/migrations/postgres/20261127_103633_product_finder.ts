import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_specs_opening" AS ENUM('sliding', 'pivot', 'folding', 'fixed');
  CREATE TYPE "public"."enum__products_v_version_specs_opening" AS ENUM('sliding', 'pivot', 'folding', 'fixed');
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'compare' BEFORE 'products';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'compare' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'compare' BEFORE 'products';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'compare' BEFORE 'products';
  ALTER TABLE "products" ADD COLUMN "specs_opening" "enum_products_specs_opening";
  ALTER TABLE "products" ADD COLUMN "specs_fit_range_width_from" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_fit_range_width_to" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_fit_range_depth_from" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_fit_range_depth_to" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_opening" "enum__products_v_version_specs_opening";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_fit_range_width_from" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_fit_range_width_to" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_fit_range_depth_from" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_fit_range_depth_to" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "navigation_items_children" SET "route" = 'product' WHERE "route" = 'compare';
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "navigation_items" SET "route" = 'product' WHERE "route" = 'compare';
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'series', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "_navigation_v_version_items_children" SET "route" = 'product' WHERE "route" = 'compare';
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  UPDATE "_navigation_v_version_items" SET "route" = 'product' WHERE "route" = 'compare';
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'series', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  ALTER TABLE "products" DROP COLUMN "specs_opening";
  ALTER TABLE "products" DROP COLUMN "specs_fit_range_width_from";
  ALTER TABLE "products" DROP COLUMN "specs_fit_range_width_to";
  ALTER TABLE "products" DROP COLUMN "specs_fit_range_depth_from";
  ALTER TABLE "products" DROP COLUMN "specs_fit_range_depth_to";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_opening";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_fit_range_width_from";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_fit_range_width_to";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_fit_range_depth_from";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_fit_range_depth_to";
  DROP TYPE "public"."enum_products_specs_opening";
  DROP TYPE "public"."enum__products_v_version_specs_opening";`)
}
