import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_specs_opening" AS ENUM('sliding', 'pivot', 'folding', 'fixed');
  CREATE TYPE "public"."enum__products_v_version_specs_opening" AS ENUM('sliding', 'pivot', 'folding', 'fixed');
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
