import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_showrooms_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_showrooms_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es', 'da', 'sv', 'nl', 'ru');
  CREATE TYPE "public"."enum_showrooms_kind" AS ENUM('brand', 'dealer', 'studio');
  CREATE TYPE "public"."enum_showrooms_country" AS ENUM('AF', 'EG', 'AX', 'AL', 'DZ', 'AS', 'VI', 'UM', 'AD', 'AO', 'AI', 'AQ', 'AG', 'GQ', 'AR', 'AM', 'AW', 'AZ', 'ET', 'AU', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BV', 'BR', 'VG', 'IO', 'BN', 'BG', 'BF', 'BI', 'CV', 'CL', 'CN', 'CK', 'CR', 'CI', 'CW', 'DK', 'DE', 'DM', 'DO', 'DJ', 'EC', 'SV', 'ER', 'EE', 'SZ', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'GH', 'GI', 'GD', 'GR', 'GL', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'IN', 'ID', 'IQ', 'IR', 'IE', 'IS', 'IM', 'IL', 'IT', 'JM', 'JP', 'YE', 'JE', 'JO', 'KY', 'KH', 'CM', 'CA', 'BQ', 'KZ', 'QA', 'KE', 'KG', 'KI', 'CC', 'CO', 'KM', 'CG', 'CD', 'HR', 'CU', 'KW', 'LA', 'LS', 'LV', 'LB', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MA', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NC', 'NZ', 'NI', 'NL', 'NE', 'NG', 'NU', 'KP', 'MP', 'MK', 'NF', 'NO', 'OM', 'AT', 'PK', 'PS', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'MD', 'RE', 'RW', 'RO', 'RU', 'SB', 'ZM', 'WS', 'SM', 'ST', 'SA', 'SE', 'CH', 'SN', 'RS', 'SC', 'SL', 'ZW', 'SG', 'SX', 'SK', 'SI', 'SO', 'ES', 'SJ', 'LK', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'ZA', 'SD', 'GS', 'KR', 'SS', 'SR', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TK', 'TO', 'TT', 'TD', 'CZ', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'HU', 'UY', 'UZ', 'VU', 'VA', 'VE', 'AE', 'US', 'GB', 'VN', 'WF', 'CX', 'EH', 'CF', 'CY');
  CREATE TYPE "public"."enum_showrooms_time_zone" AS ENUM('Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Europe/Paris', 'Europe/Brussels', 'Europe/London', 'Europe/Rome', 'Europe/Madrid', 'Europe/Copenhagen', 'Europe/Stockholm', 'Europe/Moscow', 'Asia/Shanghai');
  CREATE TYPE "public"."enum_showrooms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showrooms_v_version_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__showrooms_v_version_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es', 'da', 'sv', 'nl', 'ru');
  CREATE TYPE "public"."enum__showrooms_v_version_kind" AS ENUM('brand', 'dealer', 'studio');
  CREATE TYPE "public"."enum__showrooms_v_version_country" AS ENUM('AF', 'EG', 'AX', 'AL', 'DZ', 'AS', 'VI', 'UM', 'AD', 'AO', 'AI', 'AQ', 'AG', 'GQ', 'AR', 'AM', 'AW', 'AZ', 'ET', 'AU', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BV', 'BR', 'VG', 'IO', 'BN', 'BG', 'BF', 'BI', 'CV', 'CL', 'CN', 'CK', 'CR', 'CI', 'CW', 'DK', 'DE', 'DM', 'DO', 'DJ', 'EC', 'SV', 'ER', 'EE', 'SZ', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'GH', 'GI', 'GD', 'GR', 'GL', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'IN', 'ID', 'IQ', 'IR', 'IE', 'IS', 'IM', 'IL', 'IT', 'JM', 'JP', 'YE', 'JE', 'JO', 'KY', 'KH', 'CM', 'CA', 'BQ', 'KZ', 'QA', 'KE', 'KG', 'KI', 'CC', 'CO', 'KM', 'CG', 'CD', 'HR', 'CU', 'KW', 'LA', 'LS', 'LV', 'LB', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MA', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NC', 'NZ', 'NI', 'NL', 'NE', 'NG', 'NU', 'KP', 'MP', 'MK', 'NF', 'NO', 'OM', 'AT', 'PK', 'PS', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'MD', 'RE', 'RW', 'RO', 'RU', 'SB', 'ZM', 'WS', 'SM', 'ST', 'SA', 'SE', 'CH', 'SN', 'RS', 'SC', 'SL', 'ZW', 'SG', 'SX', 'SK', 'SI', 'SO', 'ES', 'SJ', 'LK', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'ZA', 'SD', 'GS', 'KR', 'SS', 'SR', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TK', 'TO', 'TT', 'TD', 'CZ', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'HU', 'UY', 'UZ', 'VU', 'VA', 'VE', 'AE', 'US', 'GB', 'VN', 'WF', 'CX', 'EH', 'CF', 'CY');
  CREATE TYPE "public"."enum__showrooms_v_version_time_zone" AS ENUM('Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Europe/Paris', 'Europe/Brussels', 'Europe/London', 'Europe/Rome', 'Europe/Madrid', 'Europe/Copenhagen', 'Europe/Stockholm', 'Europe/Moscow', 'Asia/Shanghai');
  CREATE TYPE "public"."enum__showrooms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showrooms_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_enquiries_visit_time" AS ENUM('morning', 'afternoon', 'evening');
  ALTER TYPE "public"."enum_enquiries_type" ADD VALUE 'appointment';
  ALTER TYPE "public"."enum_navigation_items_children_route" ADD VALUE 'showrooms';
  ALTER TYPE "public"."enum_navigation_items_route" ADD VALUE 'showrooms';
  ALTER TYPE "public"."enum__navigation_v_version_items_children_route" ADD VALUE 'showrooms';
  ALTER TYPE "public"."enum__navigation_v_version_items_route" ADD VALUE 'showrooms';
  CREATE TABLE "showrooms_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_showrooms_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "showrooms_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "showrooms_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"closed" boolean DEFAULT true,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "showrooms_exceptions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "showrooms_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_showrooms_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "showrooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_showrooms_kind" DEFAULT 'dealer',
  	"slug" varchar,
  	"postcode" varchar,
  	"country" "enum_showrooms_country",
  	"position_lat" numeric,
  	"position_lng" numeric,
  	"time_zone" "enum_showrooms_time_zone" DEFAULT 'Europe/Berlin',
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"accessibility_step_free" boolean,
  	"accessibility_toilet" boolean,
  	"accessibility_parking" boolean,
  	"order" numeric DEFAULT 0,
  	"translation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_showrooms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "showrooms_locales" (
  	"name" varchar,
  	"intro" varchar,
  	"street" varchar,
  	"city" varchar,
  	"region" varchar,
  	"accessibility_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "showrooms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"series_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_showrooms_v_version_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__showrooms_v_version_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_showrooms_v_version_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_showrooms_v_version_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"closed" boolean DEFAULT true,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_showrooms_v_version_exceptions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_showrooms_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__showrooms_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_showrooms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__showrooms_v_version_kind" DEFAULT 'dealer',
  	"version_slug" varchar,
  	"version_postcode" varchar,
  	"version_country" "enum__showrooms_v_version_country",
  	"version_position_lat" numeric,
  	"version_position_lng" numeric,
  	"version_time_zone" "enum__showrooms_v_version_time_zone" DEFAULT 'Europe/Berlin',
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_accessibility_step_free" boolean,
  	"version_accessibility_toilet" boolean,
  	"version_accessibility_parking" boolean,
  	"version_order" numeric DEFAULT 0,
  	"version_translation" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__showrooms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__showrooms_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_showrooms_v_locales" (
  	"version_name" varchar,
  	"version_intro" varchar,
  	"version_street" varchar,
  	"version_city" varchar,
  	"version_region" varchar,
  	"version_accessibility_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_showrooms_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"series_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "enquiries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"series_id" integer
  );
  
  ALTER TABLE "enquiries" ALTER COLUMN "requirement" DROP NOT NULL;
  ALTER TABLE "enquiries" ADD COLUMN "showroom_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "visit_date" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "visit_time" "enum_enquiries_visit_time";
  ALTER TABLE "enquiries" ADD COLUMN "share_consent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "showrooms_id" integer;
  ALTER TABLE "showrooms_hours_days" ADD CONSTRAINT "showrooms_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showrooms_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_hours" ADD CONSTRAINT "showrooms_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_exceptions" ADD CONSTRAINT "showrooms_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_exceptions_locales" ADD CONSTRAINT "showrooms_exceptions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showrooms_exceptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_languages" ADD CONSTRAINT "showrooms_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_locales" ADD CONSTRAINT "showrooms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_rels" ADD CONSTRAINT "showrooms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_rels" ADD CONSTRAINT "showrooms_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_rels" ADD CONSTRAINT "showrooms_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showrooms_rels" ADD CONSTRAINT "showrooms_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_version_hours_days" ADD CONSTRAINT "_showrooms_v_version_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_showrooms_v_version_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_version_hours" ADD CONSTRAINT "_showrooms_v_version_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showrooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_version_exceptions" ADD CONSTRAINT "_showrooms_v_version_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showrooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_version_exceptions_locales" ADD CONSTRAINT "_showrooms_v_version_exceptions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showrooms_v_version_exceptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_version_languages" ADD CONSTRAINT "_showrooms_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_showrooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v" ADD CONSTRAINT "_showrooms_v_parent_id_showrooms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showrooms_v_locales" ADD CONSTRAINT "_showrooms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showrooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_rels" ADD CONSTRAINT "_showrooms_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_showrooms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_rels" ADD CONSTRAINT "_showrooms_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_rels" ADD CONSTRAINT "_showrooms_v_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showrooms_v_rels" ADD CONSTRAINT "_showrooms_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_rels" ADD CONSTRAINT "enquiries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_rels" ADD CONSTRAINT "enquiries_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "showrooms_hours_days_order_idx" ON "showrooms_hours_days" USING btree ("order");
  CREATE INDEX "showrooms_hours_days_parent_idx" ON "showrooms_hours_days" USING btree ("parent_id");
  CREATE INDEX "showrooms_hours_order_idx" ON "showrooms_hours" USING btree ("_order");
  CREATE INDEX "showrooms_hours_parent_id_idx" ON "showrooms_hours" USING btree ("_parent_id");
  CREATE INDEX "showrooms_exceptions_order_idx" ON "showrooms_exceptions" USING btree ("_order");
  CREATE INDEX "showrooms_exceptions_parent_id_idx" ON "showrooms_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "showrooms_exceptions_locales_locale_parent_id_unique" ON "showrooms_exceptions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "showrooms_languages_order_idx" ON "showrooms_languages" USING btree ("order");
  CREATE INDEX "showrooms_languages_parent_idx" ON "showrooms_languages" USING btree ("parent_id");
  CREATE INDEX "showrooms_kind_idx" ON "showrooms" USING btree ("kind");
  CREATE UNIQUE INDEX "showrooms_slug_idx" ON "showrooms" USING btree ("slug");
  CREATE INDEX "showrooms_postcode_idx" ON "showrooms" USING btree ("postcode");
  CREATE INDEX "showrooms_country_idx" ON "showrooms" USING btree ("country");
  CREATE INDEX "showrooms_order_idx" ON "showrooms" USING btree ("order");
  CREATE INDEX "showrooms_updated_at_idx" ON "showrooms" USING btree ("updated_at");
  CREATE INDEX "showrooms_created_at_idx" ON "showrooms" USING btree ("created_at");
  CREATE INDEX "showrooms_deleted_at_idx" ON "showrooms" USING btree ("deleted_at");
  CREATE INDEX "showrooms__status_idx" ON "showrooms" USING btree ("_status");
  CREATE UNIQUE INDEX "showrooms_locales_locale_parent_id_unique" ON "showrooms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "showrooms_rels_order_idx" ON "showrooms_rels" USING btree ("order");
  CREATE INDEX "showrooms_rels_parent_idx" ON "showrooms_rels" USING btree ("parent_id");
  CREATE INDEX "showrooms_rels_path_idx" ON "showrooms_rels" USING btree ("path");
  CREATE INDEX "showrooms_rels_media_id_idx" ON "showrooms_rels" USING btree ("media_id");
  CREATE INDEX "showrooms_rels_series_id_idx" ON "showrooms_rels" USING btree ("series_id");
  CREATE INDEX "showrooms_rels_products_id_idx" ON "showrooms_rels" USING btree ("products_id");
  CREATE INDEX "_showrooms_v_version_hours_days_order_idx" ON "_showrooms_v_version_hours_days" USING btree ("order");
  CREATE INDEX "_showrooms_v_version_hours_days_parent_idx" ON "_showrooms_v_version_hours_days" USING btree ("parent_id");
  CREATE INDEX "_showrooms_v_version_hours_order_idx" ON "_showrooms_v_version_hours" USING btree ("_order");
  CREATE INDEX "_showrooms_v_version_hours_parent_id_idx" ON "_showrooms_v_version_hours" USING btree ("_parent_id");
  CREATE INDEX "_showrooms_v_version_exceptions_order_idx" ON "_showrooms_v_version_exceptions" USING btree ("_order");
  CREATE INDEX "_showrooms_v_version_exceptions_parent_id_idx" ON "_showrooms_v_version_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_showrooms_v_version_exceptions_locales_locale_parent_id_uni" ON "_showrooms_v_version_exceptions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_showrooms_v_version_languages_order_idx" ON "_showrooms_v_version_languages" USING btree ("order");
  CREATE INDEX "_showrooms_v_version_languages_parent_idx" ON "_showrooms_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_showrooms_v_parent_idx" ON "_showrooms_v" USING btree ("parent_id");
  CREATE INDEX "_showrooms_v_version_version_kind_idx" ON "_showrooms_v" USING btree ("version_kind");
  CREATE INDEX "_showrooms_v_version_version_slug_idx" ON "_showrooms_v" USING btree ("version_slug");
  CREATE INDEX "_showrooms_v_version_version_postcode_idx" ON "_showrooms_v" USING btree ("version_postcode");
  CREATE INDEX "_showrooms_v_version_version_country_idx" ON "_showrooms_v" USING btree ("version_country");
  CREATE INDEX "_showrooms_v_version_version_order_idx" ON "_showrooms_v" USING btree ("version_order");
  CREATE INDEX "_showrooms_v_version_version_updated_at_idx" ON "_showrooms_v" USING btree ("version_updated_at");
  CREATE INDEX "_showrooms_v_version_version_created_at_idx" ON "_showrooms_v" USING btree ("version_created_at");
  CREATE INDEX "_showrooms_v_version_version_deleted_at_idx" ON "_showrooms_v" USING btree ("version_deleted_at");
  CREATE INDEX "_showrooms_v_version_version__status_idx" ON "_showrooms_v" USING btree ("version__status");
  CREATE INDEX "_showrooms_v_created_at_idx" ON "_showrooms_v" USING btree ("created_at");
  CREATE INDEX "_showrooms_v_updated_at_idx" ON "_showrooms_v" USING btree ("updated_at");
  CREATE INDEX "_showrooms_v_snapshot_idx" ON "_showrooms_v" USING btree ("snapshot");
  CREATE INDEX "_showrooms_v_published_locale_idx" ON "_showrooms_v" USING btree ("published_locale");
  CREATE INDEX "_showrooms_v_latest_idx" ON "_showrooms_v" USING btree ("latest");
  CREATE INDEX "_showrooms_v_autosave_idx" ON "_showrooms_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_showrooms_v_locales_locale_parent_id_unique" ON "_showrooms_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_showrooms_v_rels_order_idx" ON "_showrooms_v_rels" USING btree ("order");
  CREATE INDEX "_showrooms_v_rels_parent_idx" ON "_showrooms_v_rels" USING btree ("parent_id");
  CREATE INDEX "_showrooms_v_rels_path_idx" ON "_showrooms_v_rels" USING btree ("path");
  CREATE INDEX "_showrooms_v_rels_media_id_idx" ON "_showrooms_v_rels" USING btree ("media_id");
  CREATE INDEX "_showrooms_v_rels_series_id_idx" ON "_showrooms_v_rels" USING btree ("series_id");
  CREATE INDEX "_showrooms_v_rels_products_id_idx" ON "_showrooms_v_rels" USING btree ("products_id");
  CREATE INDEX "enquiries_rels_order_idx" ON "enquiries_rels" USING btree ("order");
  CREATE INDEX "enquiries_rels_parent_idx" ON "enquiries_rels" USING btree ("parent_id");
  CREATE INDEX "enquiries_rels_path_idx" ON "enquiries_rels" USING btree ("path");
  CREATE INDEX "enquiries_rels_series_id_idx" ON "enquiries_rels" USING btree ("series_id");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_showrooms_fk" FOREIGN KEY ("showrooms_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_showroom_idx" ON "enquiries" USING btree ("showroom_id");
  CREATE INDEX "payload_locked_documents_rels_showrooms_id_idx" ON "payload_locked_documents_rels" USING btree ("showrooms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "showrooms_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_exceptions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "showrooms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_version_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_version_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_version_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_version_exceptions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showrooms_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "showrooms_hours_days" CASCADE;
  DROP TABLE "showrooms_hours" CASCADE;
  DROP TABLE "showrooms_exceptions" CASCADE;
  DROP TABLE "showrooms_exceptions_locales" CASCADE;
  DROP TABLE "showrooms_languages" CASCADE;
  DROP TABLE "showrooms" CASCADE;
  DROP TABLE "showrooms_locales" CASCADE;
  DROP TABLE "showrooms_rels" CASCADE;
  DROP TABLE "_showrooms_v_version_hours_days" CASCADE;
  DROP TABLE "_showrooms_v_version_hours" CASCADE;
  DROP TABLE "_showrooms_v_version_exceptions" CASCADE;
  DROP TABLE "_showrooms_v_version_exceptions_locales" CASCADE;
  DROP TABLE "_showrooms_v_version_languages" CASCADE;
  DROP TABLE "_showrooms_v" CASCADE;
  DROP TABLE "_showrooms_v_locales" CASCADE;
  DROP TABLE "_showrooms_v_rels" CASCADE;
  DROP TABLE "enquiries_rels" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT IF EXISTS "enquiries_showroom_id_showrooms_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_showrooms_fk";
  
  -- Appointments are kept as other enquiries, with a message where they had none.
  UPDATE "enquiries" SET "type" = 'other' WHERE "type" = 'appointment';
  UPDATE "enquiries" SET "requirement" = '' WHERE "requirement" IS NULL;
  ALTER TABLE "enquiries" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_enquiries_type";
  CREATE TYPE "public"."enum_enquiries_type" AS ENUM('brand', 'project', 'customised', 'joinus', 'other');
  ALTER TABLE "enquiries" ALTER COLUMN "type" SET DATA TYPE "public"."enum_enquiries_type" USING "type"::"public"."enum_enquiries_type";
  UPDATE "navigation_items_children" SET "route" = 'details' WHERE "route" = 'showrooms';
  UPDATE "navigation_items" SET "route" = 'details' WHERE "route" = 'showrooms';
  UPDATE "_navigation_v_version_items_children" SET "route" = 'details' WHERE "route" = 'showrooms';
  UPDATE "_navigation_v_version_items" SET "route" = 'details' WHERE "route" = 'showrooms';
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_children_route";
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade', 'dop');
  ALTER TABLE "navigation_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_children_route" USING "route"::"public"."enum_navigation_items_children_route";
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_items_route";
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade', 'dop');
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum_navigation_items_route" USING "route"::"public"."enum_navigation_items_route";
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade', 'dop');
  ALTER TABLE "_navigation_v_version_items_children" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_children_route" USING "route"::"public"."enum__navigation_v_version_items_children_route";
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'series', 'compare', 'list', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility', 'guarantee', 'trade', 'dop');
  ALTER TABLE "_navigation_v_version_items" ALTER COLUMN "route" SET DATA TYPE "public"."enum__navigation_v_version_items_route" USING "route"::"public"."enum__navigation_v_version_items_route";
  DROP INDEX IF EXISTS "enquiries_showroom_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_showrooms_id_idx";
  ALTER TABLE "enquiries" ALTER COLUMN "requirement" SET NOT NULL;
  ALTER TABLE "enquiries" DROP COLUMN "showroom_id";
  ALTER TABLE "enquiries" DROP COLUMN "visit_date";
  ALTER TABLE "enquiries" DROP COLUMN "visit_time";
  ALTER TABLE "enquiries" DROP COLUMN "share_consent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "showrooms_id";
  DROP TYPE "public"."enum_showrooms_hours_days";
  DROP TYPE "public"."enum_showrooms_languages";
  DROP TYPE "public"."enum_showrooms_kind";
  DROP TYPE "public"."enum_showrooms_country";
  DROP TYPE "public"."enum_showrooms_time_zone";
  DROP TYPE "public"."enum_showrooms_status";
  DROP TYPE "public"."enum__showrooms_v_version_hours_days";
  DROP TYPE "public"."enum__showrooms_v_version_languages";
  DROP TYPE "public"."enum__showrooms_v_version_kind";
  DROP TYPE "public"."enum__showrooms_v_version_country";
  DROP TYPE "public"."enum__showrooms_v_version_time_zone";
  DROP TYPE "public"."enum__showrooms_v_version_status";
  DROP TYPE "public"."enum__showrooms_v_published_locale";
  DROP TYPE "public"."enum_enquiries_visit_time";`)
}
