import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_memory_source_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_translation_memory_target_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_audit_entries_entity" ADD VALUE 'translation-memory' BEFORE 'media';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renewTranslationMemory' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renewTranslationMemory' BEFORE 'schedulePublish';
  CREATE TABLE "translation_memory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_language" "enum_translation_memory_source_language" DEFAULT 'de' NOT NULL,
  	"target_language" "enum_translation_memory_target_language" NOT NULL,
  	"source" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"origin" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "translation_memory_target_language_idx" ON "translation_memory" USING btree ("target_language");
  CREATE UNIQUE INDEX "translation_memory_key_idx" ON "translation_memory" USING btree ("key");
  CREATE INDEX "translation_memory_updated_at_idx" ON "translation_memory" USING btree ("updated_at");
  CREATE INDEX "translation_memory_created_at_idx" ON "translation_memory" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "translation_memory" CASCADE;
  ALTER TABLE "audit_entries" ALTER COLUMN "entity" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_entity";
  CREATE TYPE "public"."enum_audit_entries_entity" AS ENUM('banners', 'product-categories', 'series', 'products', 'installation-guides', 'technology-lines', 'cases', 'certificates', 'test-reports', 'declarations', 'history-entries', 'exhibitions', 'news-categories', 'news', 'job-openings', 'offices', 'service-guarantees', 'showroom-countries', 'showrooms', 'company-facts', 'legal-pages', 'guarantees', 'redirects', 'enquiries', 'reviews', 'health-reports', 'search-misses', 'search-entries', 'media', 'users', 'site-settings', 'navigation', 'search-synonyms', 'home-page', 'about-page', 'craft-page', 'case-page', 'qualification-page', 'contact-page', 'service-page', 'recruit-page', 'product-centre-page', 'showcase-page', 'news-page', 'teamwork-page');
  ALTER TABLE "audit_entries" ALTER COLUMN "entity" SET DATA TYPE "public"."enum_audit_entries_entity" USING "entity"::"public"."enum_audit_entries_entity";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'auditRetention', 'closeOpening', 'renewTradeFeeds', 'renewContentHealth', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'auditRetention', 'closeOpening', 'renewTradeFeeds', 'renewContentHealth', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_translation_memory_source_language";
  DROP TYPE "public"."enum_translation_memory_target_language";`)
}
