import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_regional_contacts_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_site_settings_regional_contacts_time_zone" AS ENUM('Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Rome', 'Europe/Madrid', 'Asia/Shanghai', 'Asia/Hong_Kong', 'America/New_York');
  CREATE TYPE "public"."enum_site_settings_online_time_zone" AS ENUM('Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Rome', 'Europe/Madrid', 'Asia/Shanghai', 'Asia/Hong_Kong', 'America/New_York');
  CREATE TYPE "public"."enum__site_settings_v_version_regional_contacts_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum__site_settings_v_version_regional_contacts_time_zone" AS ENUM('Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Rome', 'Europe/Madrid', 'Asia/Shanghai', 'Asia/Hong_Kong', 'America/New_York');
  CREATE TYPE "public"."enum__site_settings_v_version_online_time_zone" AS ENUM('Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Rome', 'Europe/Madrid', 'Asia/Shanghai', 'Asia/Hong_Kong', 'America/New_York');
  CREATE TABLE "site_settings_regional_contacts_languages" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_site_settings_regional_contacts_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_regional_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"office" varchar,
  	"phone" varchar,
  	"time_zone" "enum_site_settings_regional_contacts_time_zone" DEFAULT 'Asia/Shanghai',
  	"complaints_phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "site_settings_regional_contacts_locales" (
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_regional_contacts_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_regional_contacts_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_regional_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"office" varchar,
  	"phone" varchar,
  	"time_zone" "enum__site_settings_v_version_regional_contacts_time_zone" DEFAULT 'Asia/Shanghai',
  	"complaints_phone" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_regional_contacts_locales" (
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "online_time_zone" "enum_site_settings_online_time_zone" DEFAULT 'Asia/Shanghai';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_online_time_zone" "enum__site_settings_v_version_online_time_zone" DEFAULT 'Asia/Shanghai';
  ALTER TABLE "site_settings_regional_contacts_languages" ADD CONSTRAINT "site_settings_regional_contacts_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings_regional_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_regional_contacts" ADD CONSTRAINT "site_settings_regional_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_regional_contacts_locales" ADD CONSTRAINT "site_settings_regional_contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_regional_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_regional_contacts_languages" ADD CONSTRAINT "_site_settings_v_version_regional_contacts_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v_version_regional_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_regional_contacts" ADD CONSTRAINT "_site_settings_v_version_regional_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_regional_contacts_locales" ADD CONSTRAINT "_site_settings_v_version_regional_contacts_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_regional_contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_regional_contacts_languages_order_idx" ON "site_settings_regional_contacts_languages" USING btree ("order");
  CREATE INDEX "site_settings_regional_contacts_languages_parent_idx" ON "site_settings_regional_contacts_languages" USING btree ("parent_id");
  CREATE INDEX "site_settings_regional_contacts_order_idx" ON "site_settings_regional_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_regional_contacts_parent_id_idx" ON "site_settings_regional_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_regional_contacts_locales_locale_parent_id_uni" ON "site_settings_regional_contacts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_regional_contacts_languages_order_idx" ON "_site_settings_v_version_regional_contacts_languages" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_regional_contacts_languages_parent_idx" ON "_site_settings_v_version_regional_contacts_languages" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_regional_contacts_order_idx" ON "_site_settings_v_version_regional_contacts" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_regional_contacts_parent_id_idx" ON "_site_settings_v_version_regional_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_regional_contacts_locales_locale_pa" ON "_site_settings_v_version_regional_contacts_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_regional_contacts_languages" CASCADE;
  DROP TABLE "site_settings_regional_contacts" CASCADE;
  DROP TABLE "site_settings_regional_contacts_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_regional_contacts_languages" CASCADE;
  DROP TABLE "_site_settings_v_version_regional_contacts" CASCADE;
  DROP TABLE "_site_settings_v_version_regional_contacts_locales" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "online_time_zone";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_online_time_zone";
  DROP TYPE "public"."enum_site_settings_regional_contacts_languages";
  DROP TYPE "public"."enum_site_settings_regional_contacts_time_zone";
  DROP TYPE "public"."enum_site_settings_online_time_zone";
  DROP TYPE "public"."enum__site_settings_v_version_regional_contacts_languages";
  DROP TYPE "public"."enum__site_settings_v_version_regional_contacts_time_zone";
  DROP TYPE "public"."enum__site_settings_v_version_online_time_zone";`)
}
