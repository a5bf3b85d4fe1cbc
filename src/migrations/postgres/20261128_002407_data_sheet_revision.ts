import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "revision" numeric;
  ALTER TABLE "products" ADD COLUMN "revised_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_revision" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_revised_at" timestamp(3) with time zone;`)
  // The count so far: the published versions kept, dated by the newest (what data sheets stated
  // before), in each product and in each kept version (so a draft carries the count on).
  await db.execute(sql`
  UPDATE "products" SET
    "revision" = (SELECT count(*) FROM "_products_v" v WHERE v."parent_id" = "products"."id" AND v."version__status" = 'published'),
    "revised_at" = (SELECT max(v."updated_at") FROM "_products_v" v WHERE v."parent_id" = "products"."id" AND v."version__status" = 'published');
  UPDATE "_products_v" SET
    "version_revision" = (SELECT count(*) FROM "_products_v" p WHERE p."parent_id" = "_products_v"."parent_id" AND p."version__status" = 'published' AND p."updated_at" <= "_products_v"."updated_at"),
    "version_revised_at" = (SELECT max(p."updated_at") FROM "_products_v" p WHERE p."parent_id" = "_products_v"."parent_id" AND p."version__status" = 'published' AND p."updated_at" <= "_products_v"."updated_at");
  UPDATE "products" SET "revision" = 1, "revised_at" = "updated_at" WHERE "_status" = 'published' AND ("revision" IS NULL OR "revision" = 0);
  UPDATE "products" SET "revision" = NULL WHERE "revision" = 0;
  UPDATE "_products_v" SET "version_revision" = NULL WHERE "version_revision" = 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "revision";
  ALTER TABLE "products" DROP COLUMN "revised_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_revision";
  ALTER TABLE "_products_v" DROP COLUMN "version_revised_at";`)
}
