import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TABLE "users_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "banners" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_banners_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "product_categories" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "products" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "technology_lines" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_technology_lines_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "cases" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_cases_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "certificates" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "test_reports" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_test_reports_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "history_entries" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_history_entries_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "exhibitions" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_exhibitions_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "job_openings" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_job_openings_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "offices" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_offices_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "service_guarantees" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_service_guarantees_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "showroom_countries" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_showroom_countries_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "company_facts" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_company_facts_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "legal_pages" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "navigation" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "home_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "about_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "craft_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_craft_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "case_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_case_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "qualification_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_qualification_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "contact_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_contact_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "service_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_service_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "recruit_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_recruit_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "product_centre_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_product_centre_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "showcase_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_showcase_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "news_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_news_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "teamwork_page" ADD COLUMN "translation" jsonb;
  ALTER TABLE "_teamwork_page_v" ADD COLUMN "version_translation" jsonb;
  ALTER TABLE "users_languages" ADD CONSTRAINT "users_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_languages_order_idx" ON "users_languages" USING btree ("order");
  CREATE INDEX "users_languages_parent_idx" ON "users_languages" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_languages" CASCADE;
  ALTER TABLE "banners" DROP COLUMN "translation";
  ALTER TABLE "_banners_v" DROP COLUMN "version_translation";
  ALTER TABLE "product_categories" DROP COLUMN "translation";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_translation";
  ALTER TABLE "products" DROP COLUMN "translation";
  ALTER TABLE "_products_v" DROP COLUMN "version_translation";
  ALTER TABLE "technology_lines" DROP COLUMN "translation";
  ALTER TABLE "_technology_lines_v" DROP COLUMN "version_translation";
  ALTER TABLE "cases" DROP COLUMN "translation";
  ALTER TABLE "_cases_v" DROP COLUMN "version_translation";
  ALTER TABLE "certificates" DROP COLUMN "translation";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_translation";
  ALTER TABLE "test_reports" DROP COLUMN "translation";
  ALTER TABLE "_test_reports_v" DROP COLUMN "version_translation";
  ALTER TABLE "history_entries" DROP COLUMN "translation";
  ALTER TABLE "_history_entries_v" DROP COLUMN "version_translation";
  ALTER TABLE "exhibitions" DROP COLUMN "translation";
  ALTER TABLE "_exhibitions_v" DROP COLUMN "version_translation";
  ALTER TABLE "job_openings" DROP COLUMN "translation";
  ALTER TABLE "_job_openings_v" DROP COLUMN "version_translation";
  ALTER TABLE "offices" DROP COLUMN "translation";
  ALTER TABLE "_offices_v" DROP COLUMN "version_translation";
  ALTER TABLE "service_guarantees" DROP COLUMN "translation";
  ALTER TABLE "_service_guarantees_v" DROP COLUMN "version_translation";
  ALTER TABLE "showroom_countries" DROP COLUMN "translation";
  ALTER TABLE "_showroom_countries_v" DROP COLUMN "version_translation";
  ALTER TABLE "company_facts" DROP COLUMN "translation";
  ALTER TABLE "_company_facts_v" DROP COLUMN "version_translation";
  ALTER TABLE "legal_pages" DROP COLUMN "translation";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_translation";
  ALTER TABLE "site_settings" DROP COLUMN "translation";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_translation";
  ALTER TABLE "navigation" DROP COLUMN "translation";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_translation";
  ALTER TABLE "home_page" DROP COLUMN "translation";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "about_page" DROP COLUMN "translation";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "craft_page" DROP COLUMN "translation";
  ALTER TABLE "_craft_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "case_page" DROP COLUMN "translation";
  ALTER TABLE "_case_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "qualification_page" DROP COLUMN "translation";
  ALTER TABLE "_qualification_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "contact_page" DROP COLUMN "translation";
  ALTER TABLE "_contact_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "service_page" DROP COLUMN "translation";
  ALTER TABLE "_service_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "recruit_page" DROP COLUMN "translation";
  ALTER TABLE "_recruit_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "product_centre_page" DROP COLUMN "translation";
  ALTER TABLE "_product_centre_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "showcase_page" DROP COLUMN "translation";
  ALTER TABLE "_showcase_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "news_page" DROP COLUMN "translation";
  ALTER TABLE "_news_page_v" DROP COLUMN "version_translation";
  ALTER TABLE "teamwork_page" DROP COLUMN "translation";
  ALTER TABLE "_teamwork_page_v" DROP COLUMN "version_translation";
  DROP TYPE "public"."enum_users_languages";`)
}
