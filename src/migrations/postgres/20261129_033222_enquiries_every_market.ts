import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Enquiries from every market: country, market, the phone in E.164 and the e-mail's ASCII form on
 * each enquiry; the markets table and the China-only switch in the site settings. Enquiries stored
 * before came through China's form: they become China (`CN`) with their province, the E.164 form of
 * their 11-digit number (+86) and their address (the collection took ASCII addresses only). They
 * gave no consent to the transfer to Germany and belong to no market (the markets are set up in the
 * site settings; until then every enquiry goes to SALES_EMAIL / HR_EMAIL, as before).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_country" AS ENUM('AF', 'EG', 'AX', 'AL', 'DZ', 'AS', 'VI', 'UM', 'AD', 'AO', 'AI', 'AQ', 'AG', 'GQ', 'AR', 'AM', 'AW', 'AZ', 'ET', 'AU', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BV', 'BR', 'VG', 'IO', 'BN', 'BG', 'BF', 'BI', 'CV', 'CL', 'CN', 'CK', 'CR', 'CI', 'CW', 'DK', 'DE', 'DM', 'DO', 'DJ', 'EC', 'SV', 'ER', 'EE', 'SZ', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'GH', 'GI', 'GD', 'GR', 'GL', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'IN', 'ID', 'IQ', 'IR', 'IE', 'IS', 'IM', 'IL', 'IT', 'JM', 'JP', 'YE', 'JE', 'JO', 'KY', 'KH', 'CM', 'CA', 'BQ', 'KZ', 'QA', 'KE', 'KG', 'KI', 'CC', 'CO', 'KM', 'CG', 'CD', 'HR', 'CU', 'KW', 'LA', 'LS', 'LV', 'LB', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MA', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NC', 'NZ', 'NI', 'NL', 'NE', 'NG', 'NU', 'KP', 'MP', 'MK', 'NF', 'NO', 'OM', 'AT', 'PK', 'PS', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'MD', 'RE', 'RW', 'RO', 'RU', 'SB', 'ZM', 'WS', 'SM', 'ST', 'SA', 'SE', 'CH', 'SN', 'RS', 'SC', 'SL', 'ZW', 'SG', 'SX', 'SK', 'SI', 'SO', 'ES', 'SJ', 'LK', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'ZA', 'SD', 'GS', 'KR', 'SS', 'SR', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TK', 'TO', 'TT', 'TD', 'CZ', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'HU', 'UY', 'UZ', 'VU', 'VA', 'VE', 'AE', 'US', 'GB', 'VN', 'WF', 'CX', 'EH', 'CF', 'CY');
  CREATE TYPE "public"."enum_site_settings_markets_countries" AS ENUM('AF', 'EG', 'AX', 'AL', 'DZ', 'AS', 'VI', 'UM', 'AD', 'AO', 'AI', 'AQ', 'AG', 'GQ', 'AR', 'AM', 'AW', 'AZ', 'ET', 'AU', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BV', 'BR', 'VG', 'IO', 'BN', 'BG', 'BF', 'BI', 'CV', 'CL', 'CN', 'CK', 'CR', 'CI', 'CW', 'DK', 'DE', 'DM', 'DO', 'DJ', 'EC', 'SV', 'ER', 'EE', 'SZ', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'GH', 'GI', 'GD', 'GR', 'GL', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'IN', 'ID', 'IQ', 'IR', 'IE', 'IS', 'IM', 'IL', 'IT', 'JM', 'JP', 'YE', 'JE', 'JO', 'KY', 'KH', 'CM', 'CA', 'BQ', 'KZ', 'QA', 'KE', 'KG', 'KI', 'CC', 'CO', 'KM', 'CG', 'CD', 'HR', 'CU', 'KW', 'LA', 'LS', 'LV', 'LB', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MA', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NC', 'NZ', 'NI', 'NL', 'NE', 'NG', 'NU', 'KP', 'MP', 'MK', 'NF', 'NO', 'OM', 'AT', 'PK', 'PS', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'MD', 'RE', 'RW', 'RO', 'RU', 'SB', 'ZM', 'WS', 'SM', 'ST', 'SA', 'SE', 'CH', 'SN', 'RS', 'SC', 'SL', 'ZW', 'SG', 'SX', 'SK', 'SI', 'SO', 'ES', 'SJ', 'LK', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'ZA', 'SD', 'GS', 'KR', 'SS', 'SR', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TK', 'TO', 'TT', 'TD', 'CZ', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'HU', 'UY', 'UZ', 'VU', 'VA', 'VE', 'AE', 'US', 'GB', 'VN', 'WF', 'CX', 'EH', 'CF', 'CY');
  CREATE TYPE "public"."enum__site_settings_v_version_markets_countries" AS ENUM('AF', 'EG', 'AX', 'AL', 'DZ', 'AS', 'VI', 'UM', 'AD', 'AO', 'AI', 'AQ', 'AG', 'GQ', 'AR', 'AM', 'AW', 'AZ', 'ET', 'AU', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ', 'BM', 'BT', 'BO', 'BA', 'BW', 'BV', 'BR', 'VG', 'IO', 'BN', 'BG', 'BF', 'BI', 'CV', 'CL', 'CN', 'CK', 'CR', 'CI', 'CW', 'DK', 'DE', 'DM', 'DO', 'DJ', 'EC', 'SV', 'ER', 'EE', 'SZ', 'FK', 'FO', 'FJ', 'FI', 'FR', 'GF', 'PF', 'TF', 'GA', 'GM', 'GE', 'GH', 'GI', 'GD', 'GR', 'GL', 'GP', 'GU', 'GT', 'GG', 'GN', 'GW', 'GY', 'HT', 'HM', 'HN', 'IN', 'ID', 'IQ', 'IR', 'IE', 'IS', 'IM', 'IL', 'IT', 'JM', 'JP', 'YE', 'JE', 'JO', 'KY', 'KH', 'CM', 'CA', 'BQ', 'KZ', 'QA', 'KE', 'KG', 'KI', 'CC', 'CO', 'KM', 'CG', 'CD', 'HR', 'CU', 'KW', 'LA', 'LS', 'LV', 'LB', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MA', 'MH', 'MQ', 'MR', 'MU', 'YT', 'MX', 'FM', 'MC', 'MN', 'ME', 'MS', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NC', 'NZ', 'NI', 'NL', 'NE', 'NG', 'NU', 'KP', 'MP', 'MK', 'NF', 'NO', 'OM', 'AT', 'PK', 'PS', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PN', 'PL', 'PT', 'PR', 'MD', 'RE', 'RW', 'RO', 'RU', 'SB', 'ZM', 'WS', 'SM', 'ST', 'SA', 'SE', 'CH', 'SN', 'RS', 'SC', 'SL', 'ZW', 'SG', 'SX', 'SK', 'SI', 'SO', 'ES', 'SJ', 'LK', 'BL', 'SH', 'KN', 'LC', 'MF', 'PM', 'VC', 'ZA', 'SD', 'GS', 'KR', 'SS', 'SR', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TK', 'TO', 'TT', 'TD', 'CZ', 'TN', 'TR', 'TM', 'TC', 'TV', 'UG', 'UA', 'HU', 'UY', 'UZ', 'VU', 'VA', 'VE', 'AE', 'US', 'GB', 'VN', 'WF', 'CX', 'EH', 'CF', 'CY');
  CREATE TABLE "site_settings_markets_countries" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_site_settings_markets_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"others" boolean,
  	"office_id" integer
  );
  
  CREATE TABLE "site_settings_markets_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_markets_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_markets_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"others" boolean,
  	"office_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_markets_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "enquiries" ALTER COLUMN "province" DROP NOT NULL;
  ALTER TABLE "enquiries" ADD COLUMN "country" "enum_enquiries_country" DEFAULT 'CN' NOT NULL;
  ALTER TABLE "enquiries" ALTER COLUMN "country" DROP DEFAULT;
  ALTER TABLE "enquiries" ADD COLUMN "market" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "tel_e164" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "email_ascii" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "region" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "postcode" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "city" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "transfer_consent_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "china_only" boolean DEFAULT false;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_china_only" boolean DEFAULT false;
  ALTER TABLE "site_settings_markets_countries" ADD CONSTRAINT "site_settings_markets_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_markets" ADD CONSTRAINT "site_settings_markets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_markets" ADD CONSTRAINT "site_settings_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_markets_locales" ADD CONSTRAINT "site_settings_markets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_markets_countries" ADD CONSTRAINT "_site_settings_v_version_markets_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v_version_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_markets" ADD CONSTRAINT "_site_settings_v_version_markets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_markets" ADD CONSTRAINT "_site_settings_v_version_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_markets_locales" ADD CONSTRAINT "_site_settings_v_version_markets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_texts" ADD CONSTRAINT "_site_settings_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_markets_countries_order_idx" ON "site_settings_markets_countries" USING btree ("order");
  CREATE INDEX "site_settings_markets_countries_parent_idx" ON "site_settings_markets_countries" USING btree ("parent_id");
  CREATE INDEX "site_settings_markets_order_idx" ON "site_settings_markets" USING btree ("_order");
  CREATE INDEX "site_settings_markets_parent_id_idx" ON "site_settings_markets" USING btree ("_parent_id");
  CREATE INDEX "site_settings_markets_office_idx" ON "site_settings_markets" USING btree ("office_id");
  CREATE UNIQUE INDEX "site_settings_markets_locales_locale_parent_id_unique" ON "site_settings_markets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "_site_settings_v_version_markets_countries_order_idx" ON "_site_settings_v_version_markets_countries" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_markets_countries_parent_idx" ON "_site_settings_v_version_markets_countries" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_markets_order_idx" ON "_site_settings_v_version_markets" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_markets_parent_id_idx" ON "_site_settings_v_version_markets" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_markets_office_idx" ON "_site_settings_v_version_markets" USING btree ("office_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_markets_locales_locale_parent_id_un" ON "_site_settings_v_version_markets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_texts_order_parent" ON "_site_settings_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "enquiries_country_idx" ON "enquiries" USING btree ("country");
  CREATE INDEX "enquiries_market_idx" ON "enquiries" USING btree ("market");
  UPDATE "enquiries" SET "tel_e164" = '+86' || "tel" WHERE "tel" ~ '^[0-9]{11}$';
  UPDATE "enquiries" SET "email_ascii" = "email";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_markets_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_markets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_markets_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_markets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_markets_countries" CASCADE;
  DROP TABLE "site_settings_markets" CASCADE;
  DROP TABLE "site_settings_markets_locales" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "_site_settings_v_version_markets_countries" CASCADE;
  DROP TABLE "_site_settings_v_version_markets" CASCADE;
  DROP TABLE "_site_settings_v_version_markets_locales" CASCADE;
  DROP TABLE "_site_settings_v_texts" CASCADE;
  DROP INDEX "enquiries_country_idx";
  DROP INDEX "enquiries_market_idx";
  UPDATE "enquiries" SET "province" = '' WHERE "province" IS NULL;
  ALTER TABLE "enquiries" ALTER COLUMN "province" SET NOT NULL;
  ALTER TABLE "enquiries" DROP COLUMN "country";
  ALTER TABLE "enquiries" DROP COLUMN "market";
  ALTER TABLE "enquiries" DROP COLUMN "tel_e164";
  ALTER TABLE "enquiries" DROP COLUMN "email_ascii";
  ALTER TABLE "enquiries" DROP COLUMN "region";
  ALTER TABLE "enquiries" DROP COLUMN "postcode";
  ALTER TABLE "enquiries" DROP COLUMN "city";
  ALTER TABLE "enquiries" DROP COLUMN "transfer_consent_at";
  ALTER TABLE "site_settings" DROP COLUMN "china_only";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_china_only";
  DROP TYPE "public"."enum_enquiries_country";
  DROP TYPE "public"."enum_site_settings_markets_countries";
  DROP TYPE "public"."enum__site_settings_v_version_markets_countries";`)
}
