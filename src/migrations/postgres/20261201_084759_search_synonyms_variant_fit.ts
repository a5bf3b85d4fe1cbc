import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_synonyms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__search_synonyms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__search_synonyms_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TABLE "search_synonyms_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "search_synonyms_groups_locales" (
  	"words" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"translation" jsonb,
  	"_status" "enum_search_synonyms_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_search_synonyms_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_search_synonyms_v_version_groups_locales" (
  	"words" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_search_synonyms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation" jsonb,
  	"version__status" "enum__search_synonyms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__search_synonyms_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "products_variants" ADD COLUMN "fit_range_width_from" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "fit_range_width_to" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "fit_range_depth_from" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "fit_range_depth_to" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "fit_range_width_from" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "fit_range_width_to" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "fit_range_depth_from" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "fit_range_depth_to" numeric;
  ALTER TABLE "search_synonyms_groups" ADD CONSTRAINT "search_synonyms_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_synonyms_groups_locales" ADD CONSTRAINT "search_synonyms_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_synonyms_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_search_synonyms_v_version_groups" ADD CONSTRAINT "_search_synonyms_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_search_synonyms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_search_synonyms_v_version_groups_locales" ADD CONSTRAINT "_search_synonyms_v_version_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_search_synonyms_v_version_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_synonyms_groups_order_idx" ON "search_synonyms_groups" USING btree ("_order");
  CREATE INDEX "search_synonyms_groups_parent_id_idx" ON "search_synonyms_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "search_synonyms_groups_locales_locale_parent_id_unique" ON "search_synonyms_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "search_synonyms__status_idx" ON "search_synonyms" USING btree ("_status");
  CREATE INDEX "_search_synonyms_v_version_groups_order_idx" ON "_search_synonyms_v_version_groups" USING btree ("_order");
  CREATE INDEX "_search_synonyms_v_version_groups_parent_id_idx" ON "_search_synonyms_v_version_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_search_synonyms_v_version_groups_locales_locale_parent_id_u" ON "_search_synonyms_v_version_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_search_synonyms_v_version_version__status_idx" ON "_search_synonyms_v" USING btree ("version__status");
  CREATE INDEX "_search_synonyms_v_created_at_idx" ON "_search_synonyms_v" USING btree ("created_at");
  CREATE INDEX "_search_synonyms_v_updated_at_idx" ON "_search_synonyms_v" USING btree ("updated_at");
  CREATE INDEX "_search_synonyms_v_snapshot_idx" ON "_search_synonyms_v" USING btree ("snapshot");
  CREATE INDEX "_search_synonyms_v_published_locale_idx" ON "_search_synonyms_v" USING btree ("published_locale");
  CREATE INDEX "_search_synonyms_v_latest_idx" ON "_search_synonyms_v" USING btree ("latest");
  CREATE INDEX "_search_synonyms_v_autosave_idx" ON "_search_synonyms_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_synonyms_groups" CASCADE;
  DROP TABLE "search_synonyms_groups_locales" CASCADE;
  DROP TABLE "search_synonyms" CASCADE;
  DROP TABLE "_search_synonyms_v_version_groups" CASCADE;
  DROP TABLE "_search_synonyms_v_version_groups_locales" CASCADE;
  DROP TABLE "_search_synonyms_v" CASCADE;
  ALTER TABLE "products_variants" DROP COLUMN "fit_range_width_from";
  ALTER TABLE "products_variants" DROP COLUMN "fit_range_width_to";
  ALTER TABLE "products_variants" DROP COLUMN "fit_range_depth_from";
  ALTER TABLE "products_variants" DROP COLUMN "fit_range_depth_to";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "fit_range_width_from";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "fit_range_width_to";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "fit_range_depth_from";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "fit_range_depth_to";
  DROP TYPE "public"."enum_search_synonyms_status";
  DROP TYPE "public"."enum__search_synonyms_v_version_status";
  DROP TYPE "public"."enum__search_synonyms_v_published_locale";`)
}
