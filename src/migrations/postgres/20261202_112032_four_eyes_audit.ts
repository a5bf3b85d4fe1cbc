import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_entity_kind" AS ENUM('collection', 'global');
  CREATE TYPE "public"."enum_reviews_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_reviews_state" AS ENUM('changed', 'requested', 'approved', 'returned');
  CREATE TYPE "public"."enum_health_reports_trigger" AS ENUM('publish', 'nightly', 'request');
  CREATE TYPE "public"."enum_search_misses_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_users_review_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_audit_entries_languages" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('signIn', 'signInFailed', 'userCreated', 'userChanged', 'roleChanged', 'passwordChanged', 'userDeleted', 'publish', 'unpublish', 'restoreVersion', 'schedule', 'scheduleCancelled', 'trash', 'restore', 'delete', 'export', 'settingsChanged', 'seed', 'reviewRequested', 'approved', 'sentBack', 'emergencyPublish');
  CREATE TYPE "public"."enum_audit_entries_actor" AS ENUM('user', 'system', 'anonymous');
  CREATE TYPE "public"."enum_audit_entries_entity" AS ENUM('banners', 'product-categories', 'series', 'products', 'installation-guides', 'technology-lines', 'cases', 'certificates', 'test-reports', 'declarations', 'history-entries', 'exhibitions', 'news-categories', 'news', 'job-openings', 'offices', 'service-guarantees', 'showroom-countries', 'showrooms', 'company-facts', 'legal-pages', 'guarantees', 'redirects', 'enquiries', 'reviews', 'health-reports', 'search-misses', 'search-entries', 'media', 'users', 'site-settings', 'navigation', 'search-synonyms', 'home-page', 'about-page', 'craft-page', 'case-page', 'qualification-page', 'contact-page', 'service-page', 'recruit-page', 'product-centre-page', 'showcase-page', 'news-page', 'teamwork-page');
  CREATE TYPE "public"."enum_audit_entries_entity_kind" AS ENUM('collection', 'global');
  CREATE TYPE "public"."enum_site_settings_records_approval_kinds" AS ENUM('banners', 'product-categories', 'series', 'products', 'installation-guides', 'technology-lines', 'cases', 'certificates', 'test-reports', 'declarations', 'history-entries', 'exhibitions', 'news-categories', 'news', 'job-openings', 'offices', 'service-guarantees', 'showroom-countries', 'showrooms', 'company-facts', 'legal-pages', 'guarantees', 'redirects', 'site-settings', 'navigation', 'search-synonyms', 'home-page', 'about-page', 'craft-page', 'case-page', 'qualification-page', 'contact-page', 'service-page', 'recruit-page', 'product-centre-page', 'showcase-page', 'news-page', 'teamwork-page');
  CREATE TYPE "public"."enum__site_settings_v_version_records_approval_kinds" AS ENUM('banners', 'product-categories', 'series', 'products', 'installation-guides', 'technology-lines', 'cases', 'certificates', 'test-reports', 'declarations', 'history-entries', 'exhibitions', 'news-categories', 'news', 'job-openings', 'offices', 'service-guarantees', 'showroom-countries', 'showrooms', 'company-facts', 'legal-pages', 'guarantees', 'redirects', 'site-settings', 'navigation', 'search-synonyms', 'home-page', 'about-page', 'craft-page', 'case-page', 'qualification-page', 'contact-page', 'service-page', 'recruit-page', 'product-centre-page', 'showcase-page', 'news-page', 'teamwork-page');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'auditRetention' BEFORE 'closeOpening';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renewContentHealth' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'auditRetention' BEFORE 'closeOpening';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renewContentHealth' BEFORE 'schedulePublish';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entity" varchar NOT NULL,
  	"entity_kind" "enum_reviews_entity_kind" NOT NULL,
  	"document_id" varchar,
  	"title" varchar,
  	"locale" "enum_reviews_locale" NOT NULL,
  	"state" "enum_reviews_state" DEFAULT 'changed' NOT NULL,
  	"fingerprint" varchar,
  	"requested_by_id" integer,
  	"requested_at" timestamp(3) with time zone,
  	"reviewer_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"approved_fingerprint" varchar,
  	"version" varchar,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "health_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"trigger" "enum_health_reports_trigger" NOT NULL,
  	"took_ms" numeric,
  	"report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_misses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"locale" "enum_search_misses_locale" NOT NULL,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_review_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_review_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "audit_entries_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_audit_entries_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_entries_action" NOT NULL,
  	"actor" "enum_audit_entries_actor" DEFAULT 'user' NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"account" varchar,
  	"entity" "enum_audit_entries_entity",
  	"entity_kind" "enum_audit_entries_entity_kind",
  	"document_id" varchar,
  	"title" varchar,
  	"version" varchar,
  	"count" numeric,
  	"detail" varchar,
  	"client" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_records_approval_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_records_approval_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_records_approval_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_records_approval_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "banners" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_banners_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "product_categories" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "series" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_series_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "products" ADD COLUMN "planned_for" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_planned_for" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "installation_guides" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_installation_guides_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "technology_lines" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_technology_lines_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "cases" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_cases_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "certificates" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "certificates" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "test_reports" ADD COLUMN "valid_until" timestamp(3) with time zone;
  ALTER TABLE "test_reports" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_test_reports_v" ADD COLUMN "version_valid_until" timestamp(3) with time zone;
  ALTER TABLE "_test_reports_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "declarations" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_declarations_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "history_entries" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_history_entries_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "exhibitions" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_exhibitions_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "news_categories" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_news_categories_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "news" ADD COLUMN "planned_for" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_planned_for" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "job_openings" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_job_openings_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "offices" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_offices_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "service_guarantees" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_service_guarantees_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "showroom_countries" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_showroom_countries_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "showrooms" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_showrooms_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "company_facts" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_company_facts_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "legal_pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "guarantees" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_guarantees_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "redirects" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_redirects_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "media" ADD COLUMN "translation" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "records_audit_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_records_audit_months" numeric DEFAULT 24;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "navigation" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "search_synonyms" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_search_synonyms_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "home_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "about_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_about_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "craft_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_craft_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "case_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_case_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "qualification_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_qualification_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "contact_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_contact_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "service_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_service_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "recruit_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_recruit_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "product_centre_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_product_centre_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "showcase_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_showcase_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "news_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_news_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "teamwork_page" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_teamwork_page_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_review_languages" ADD CONSTRAINT "users_review_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_entries_languages" ADD CONSTRAINT "audit_entries_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_records_approval_kinds" ADD CONSTRAINT "site_settings_records_approval_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_records_approval_kinds" ADD CONSTRAINT "_site_settings_v_version_records_approval_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_entity_idx" ON "reviews" USING btree ("entity");
  CREATE INDEX "reviews_document_id_idx" ON "reviews" USING btree ("document_id");
  CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state");
  CREATE INDEX "reviews_requested_by_idx" ON "reviews" USING btree ("requested_by_id");
  CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "reviews_rels_order_idx" ON "reviews_rels" USING btree ("order");
  CREATE INDEX "reviews_rels_parent_idx" ON "reviews_rels" USING btree ("parent_id");
  CREATE INDEX "reviews_rels_path_idx" ON "reviews_rels" USING btree ("path");
  CREATE INDEX "reviews_rels_users_id_idx" ON "reviews_rels" USING btree ("users_id");
  CREATE INDEX "health_reports_checked_at_idx" ON "health_reports" USING btree ("checked_at");
  CREATE INDEX "health_reports_updated_at_idx" ON "health_reports" USING btree ("updated_at");
  CREATE INDEX "health_reports_created_at_idx" ON "health_reports" USING btree ("created_at");
  CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");
  CREATE INDEX "search_misses_updated_at_idx" ON "search_misses" USING btree ("updated_at");
  CREATE INDEX "search_misses_created_at_idx" ON "search_misses" USING btree ("created_at");
  CREATE UNIQUE INDEX "query_locale_day_idx" ON "search_misses" USING btree ("query","locale","day");
  CREATE INDEX "users_review_languages_order_idx" ON "users_review_languages" USING btree ("order");
  CREATE INDEX "users_review_languages_parent_idx" ON "users_review_languages" USING btree ("parent_id");
  CREATE INDEX "audit_entries_languages_order_idx" ON "audit_entries_languages" USING btree ("order");
  CREATE INDEX "audit_entries_languages_parent_idx" ON "audit_entries_languages" USING btree ("parent_id");
  CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");
  CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id");
  CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity");
  CREATE INDEX "audit_entries_document_id_idx" ON "audit_entries" USING btree ("document_id");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  CREATE INDEX "site_settings_records_approval_kinds_order_idx" ON "site_settings_records_approval_kinds" USING btree ("order");
  CREATE INDEX "site_settings_records_approval_kinds_parent_idx" ON "site_settings_records_approval_kinds" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_records_approval_kinds_order_idx" ON "_site_settings_v_version_records_approval_kinds" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_records_approval_kinds_parent_idx" ON "_site_settings_v_version_records_approval_kinds" USING btree ("parent_id");
  CREATE INDEX "products_planned_for_idx" ON "products" USING btree ("planned_for");
  CREATE INDEX "_products_v_version_version_planned_for_idx" ON "_products_v" USING btree ("version_planned_for");
  CREATE INDEX "news_planned_for_idx" ON "news" USING btree ("planned_for");
  CREATE INDEX "_news_v_version_version_planned_for_idx" ON "_news_v" USING btree ("version_planned_for");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "health_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_misses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_review_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_entries_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_records_approval_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_records_approval_kinds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_rels" CASCADE;
  DROP TABLE "health_reports" CASCADE;
  DROP TABLE "search_misses" CASCADE;
  DROP TABLE "users_review_languages" CASCADE;
  DROP TABLE "audit_entries_languages" CASCADE;
  DROP TABLE "audit_entries" CASCADE;
  DROP TABLE "site_settings_records_approval_kinds" CASCADE;
  DROP TABLE "_site_settings_v_version_records_approval_kinds" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'closeOpening', 'renewTradeFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'closeOpening', 'renewTradeFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "products_planned_for_idx";
  DROP INDEX "_products_v_version_version_planned_for_idx";
  DROP INDEX "news_planned_for_idx";
  DROP INDEX "_news_v_version_version_planned_for_idx";
  ALTER TABLE "banners" DROP COLUMN "edited_by";
  ALTER TABLE "_banners_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "product_categories" DROP COLUMN "edited_by";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "series" DROP COLUMN "edited_by";
  ALTER TABLE "_series_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "products" DROP COLUMN "planned_for";
  ALTER TABLE "products" DROP COLUMN "edited_by";
  ALTER TABLE "_products_v" DROP COLUMN "version_planned_for";
  ALTER TABLE "_products_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "installation_guides" DROP COLUMN "edited_by";
  ALTER TABLE "_installation_guides_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "technology_lines" DROP COLUMN "edited_by";
  ALTER TABLE "_technology_lines_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "cases" DROP COLUMN "edited_by";
  ALTER TABLE "_cases_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "certificates" DROP COLUMN "valid_until";
  ALTER TABLE "certificates" DROP COLUMN "edited_by";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_valid_until";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "test_reports" DROP COLUMN "valid_until";
  ALTER TABLE "test_reports" DROP COLUMN "edited_by";
  ALTER TABLE "_test_reports_v" DROP COLUMN "version_valid_until";
  ALTER TABLE "_test_reports_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "declarations" DROP COLUMN "edited_by";
  ALTER TABLE "_declarations_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "history_entries" DROP COLUMN "edited_by";
  ALTER TABLE "_history_entries_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "exhibitions" DROP COLUMN "edited_by";
  ALTER TABLE "_exhibitions_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "news_categories" DROP COLUMN "edited_by";
  ALTER TABLE "_news_categories_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "news" DROP COLUMN "planned_for";
  ALTER TABLE "news" DROP COLUMN "edited_by";
  ALTER TABLE "_news_v" DROP COLUMN "version_planned_for";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "job_openings" DROP COLUMN "edited_by";
  ALTER TABLE "_job_openings_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "offices" DROP COLUMN "edited_by";
  ALTER TABLE "_offices_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "service_guarantees" DROP COLUMN "edited_by";
  ALTER TABLE "_service_guarantees_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "showroom_countries" DROP COLUMN "edited_by";
  ALTER TABLE "_showroom_countries_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "showrooms" DROP COLUMN "edited_by";
  ALTER TABLE "_showrooms_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "company_facts" DROP COLUMN "edited_by";
  ALTER TABLE "_company_facts_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "legal_pages" DROP COLUMN "edited_by";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "guarantees" DROP COLUMN "edited_by";
  ALTER TABLE "_guarantees_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "redirects" DROP COLUMN "edited_by";
  ALTER TABLE "_redirects_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "media" DROP COLUMN "translation";
  ALTER TABLE "site_settings" DROP COLUMN "records_audit_months";
  ALTER TABLE "site_settings" DROP COLUMN "edited_by";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_records_audit_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "navigation" DROP COLUMN "edited_by";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "search_synonyms" DROP COLUMN "edited_by";
  ALTER TABLE "_search_synonyms_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "home_page" DROP COLUMN "edited_by";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "about_page" DROP COLUMN "edited_by";
  ALTER TABLE "_about_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "craft_page" DROP COLUMN "edited_by";
  ALTER TABLE "_craft_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "case_page" DROP COLUMN "edited_by";
  ALTER TABLE "_case_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "qualification_page" DROP COLUMN "edited_by";
  ALTER TABLE "_qualification_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "contact_page" DROP COLUMN "edited_by";
  ALTER TABLE "_contact_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "service_page" DROP COLUMN "edited_by";
  ALTER TABLE "_service_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "recruit_page" DROP COLUMN "edited_by";
  ALTER TABLE "_recruit_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "product_centre_page" DROP COLUMN "edited_by";
  ALTER TABLE "_product_centre_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "showcase_page" DROP COLUMN "edited_by";
  ALTER TABLE "_showcase_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "news_page" DROP COLUMN "edited_by";
  ALTER TABLE "_news_page_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "teamwork_page" DROP COLUMN "edited_by";
  ALTER TABLE "_teamwork_page_v" DROP COLUMN "version_edited_by";
  DROP TYPE "public"."enum_reviews_entity_kind";
  DROP TYPE "public"."enum_reviews_locale";
  DROP TYPE "public"."enum_reviews_state";
  DROP TYPE "public"."enum_health_reports_trigger";
  DROP TYPE "public"."enum_search_misses_locale";
  DROP TYPE "public"."enum_users_review_languages";
  DROP TYPE "public"."enum_audit_entries_languages";
  DROP TYPE "public"."enum_audit_entries_action";
  DROP TYPE "public"."enum_audit_entries_actor";
  DROP TYPE "public"."enum_audit_entries_entity";
  DROP TYPE "public"."enum_audit_entries_entity_kind";
  DROP TYPE "public"."enum_site_settings_records_approval_kinds";
  DROP TYPE "public"."enum__site_settings_v_version_records_approval_kinds";`)
}
