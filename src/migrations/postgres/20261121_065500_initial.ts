import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_product_categories_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum_product_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_version_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum__product_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_products_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_technology_lines_key" AS ENUM('cabinet', 'basin', 'bathtub', 'enclosure', 'hardware', 'service');
  CREATE TYPE "public"."enum_technology_lines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__technology_lines_v_version_key" AS ENUM('cabinet', 'basin', 'bathtub', 'enclosure', 'hardware', 'service');
  CREATE TYPE "public"."enum__technology_lines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__technology_lines_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_cases_region" AS ENUM('foreign', 'china');
  CREATE TYPE "public"."enum_cases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cases_v_version_region" AS ENUM('foreign', 'china');
  CREATE TYPE "public"."enum__cases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cases_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_certificates_group" AS ENUM('standard', 'more', 'patent', 'honour', 'quality', 'testing');
  CREATE TYPE "public"."enum_certificates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__certificates_v_version_group" AS ENUM('standard', 'more', 'patent', 'honour', 'quality', 'testing');
  CREATE TYPE "public"."enum__certificates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__certificates_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_test_reports_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__test_reports_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__test_reports_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_history_entries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__history_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__history_entries_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_exhibitions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_news_categories_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_news_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_version_language" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum__news_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_categories_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_job_openings_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN');
  CREATE TYPE "public"."enum_job_openings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_openings_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN');
  CREATE TYPE "public"."enum__job_openings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_openings_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_offices_contacts_kind" AS ENUM('tel', 'email', 'web', 'address');
  CREATE TYPE "public"."enum_offices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offices_v_version_contacts_kind" AS ENUM('tel', 'email', 'web', 'address');
  CREATE TYPE "public"."enum__offices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offices_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_service_guarantees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_guarantees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_guarantees_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_showroom_countries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showroom_countries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showroom_countries_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_company_facts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_facts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_facts_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_legal_pages_slug" AS ENUM('impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_slug" AS ENUM('impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_enquiries_type" AS ENUM('brand', 'project', 'customised', 'joinus', 'other');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'in_progress', 'done', 'spam');
  CREATE TYPE "public"."enum_enquiries_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales', 'hr');
  CREATE TYPE "public"."enum_site_settings_social_kind" AS ENUM('pinterest', 'youtube', 'facebook', 'instagram', 'alibaba', 'madeinchina', 'tmall', 'amazon', 'ebay');
  CREATE TYPE "public"."enum_site_settings_messaging_kind" AS ENUM('wechat', 'whatsapp');
  CREATE TYPE "public"."enum_site_settings_shops_slug" AS ENUM('product', 'sogood');
  CREATE TYPE "public"."enum_navigation_items_children_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum_navigation_items_children_shop" AS ENUM('product', 'sogood');
  CREATE TYPE "public"."enum_navigation_items_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum_qualification_page_groups_group" AS ENUM('standard', 'more', 'patent', 'honour', 'quality', 'testing');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_banners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"value" varchar,
  	"parent_id" integer,
  	"icon_id" integer,
  	"family" "enum_product_categories_family",
  	"home_box" numeric,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_product_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "product_categories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_value" varchar,
  	"version_parent_id" integer,
  	"version_icon_id" integer,
  	"version_family" "enum__product_categories_v_version_family",
  	"version_home_box" numeric,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__product_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__product_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_product_categories_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category_id" integer,
  	"sub_category_id" integer,
  	"family" "enum_products_family",
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_sub_category_id" integer,
  	"version_family" "enum__products_v_version_family",
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "technology_lines_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "technology_lines_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "technology_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_technology_lines_key",
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_technology_lines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "technology_lines_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_technology_lines_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_technology_lines_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_technology_lines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__technology_lines_v_version_key",
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__technology_lines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__technology_lines_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_technology_lines_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"region" "enum_cases_region",
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cases_locales" (
  	"city" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_region" "enum__cases_v_version_region",
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__cases_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_cases_v_locales" (
  	"version_city" varchar,
  	"version_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_certificates_group",
  	"number" varchar,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_certificates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "certificates_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_certificates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__certificates_v_version_group",
  	"version_number" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__certificates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__certificates_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_certificates_v_locales" (
  	"version_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "test_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"year" numeric,
  	"document_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_test_reports_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "test_reports_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_test_reports_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" varchar,
  	"version_year" numeric,
  	"version_document_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__test_reports_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__test_reports_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_test_reports_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "history_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_history_entries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "history_entries_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_history_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__history_entries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__history_entries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_history_entries_v_locales" (
  	"version_content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exhibitions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "exhibitions_locales" (
  	"name" varchar,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exhibitions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exhibitions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__exhibitions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_exhibitions_v_locales" (
  	"version_name" varchar,
  	"version_city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"language" "enum_news_categories_language",
  	"legacy_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_language" "enum__news_categories_v_version_language",
  	"version_legacy_id" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"image_id" integer,
  	"excerpt" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "job_openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"legacy_value" varchar,
  	"employment_type" "enum_job_openings_employment_type" DEFAULT 'FULL_TIME',
  	"date_posted" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_openings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "job_openings_locales" (
  	"title" varchar,
  	"location" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_openings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_legacy_value" varchar,
  	"version_employment_type" "enum__job_openings_v_version_employment_type" DEFAULT 'FULL_TIME',
  	"version_date_posted" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_openings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__job_openings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_job_openings_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offices_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_offices_contacts_kind"
  );
  
  CREATE TABLE "offices_contacts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"center_lat" numeric,
  	"center_lng" numeric,
  	"marker_lat" numeric,
  	"marker_lng" numeric,
  	"zoom" numeric DEFAULT 15,
  	"qr_image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offices_locales" (
  	"name" varchar,
  	"city" varchar,
  	"address" varchar,
  	"qr_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offices_v_version_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__offices_v_version_contacts_kind",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offices_v_version_contacts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_center_lat" numeric,
  	"version_center_lng" numeric,
  	"version_marker_lat" numeric,
  	"version_marker_lng" numeric,
  	"version_zoom" numeric DEFAULT 15,
  	"version_qr_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offices_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_offices_v_locales" (
  	"version_name" varchar,
  	"version_city" varchar,
  	"version_address" varchar,
  	"version_qr_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_guarantees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_service_guarantees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "service_guarantees_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_service_guarantees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_icon_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__service_guarantees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__service_guarantees_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_service_guarantees_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "showroom_countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_showroom_countries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "showroom_countries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_showroom_countries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__showroom_countries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__showroom_countries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_showroom_countries_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_facts_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "company_facts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_company_facts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "company_facts_locales" (
  	"label" varchar,
  	"unit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_facts_v_version_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_facts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_value" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__company_facts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_facts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_company_facts_v_locales" (
  	"version_label" varchar,
  	"version_unit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_legal_pages_slug",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "legal_pages_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__legal_pages_v_version_slug",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_legal_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_enquiries_type" NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"tel" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"province" varchar NOT NULL,
  	"requirement" varchar NOT NULL,
  	"job_id" integer,
  	"product" varchar,
  	"locale" "enum_enquiries_locale",
  	"idempotency_key" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"banners_id" integer,
  	"product_categories_id" integer,
  	"products_id" integer,
  	"technology_lines_id" integer,
  	"cases_id" integer,
  	"certificates_id" integer,
  	"test_reports_id" integer,
  	"history_entries_id" integer,
  	"exhibitions_id" integer,
  	"news_categories_id" integer,
  	"news_id" integer,
  	"job_openings_id" integer,
  	"offices_id" integer,
  	"service_guarantees_id" integer,
  	"showroom_countries_id" integer,
  	"company_facts_id" integer,
  	"legal_pages_id" integer,
  	"enquiries_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_site_settings_social_kind" NOT NULL,
  	"url" varchar NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "site_settings_social_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_messaging" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_site_settings_messaging_kind" NOT NULL,
  	"qr_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_messaging_locales" (
  	"label" varchar NOT NULL,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" "enum_site_settings_shops_slug" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_shops_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer NOT NULL,
  	"filing_number" varchar,
  	"online_phone" varchar NOT NULL,
  	"complaints_phone" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"brand_name" varchar NOT NULL,
  	"tagline" varchar,
  	"sales_address_label" varchar NOT NULL,
  	"sales_address_address" varchar NOT NULL,
  	"factory_address_label" varchar NOT NULL,
  	"factory_address_address" varchar NOT NULL,
  	"copyright" varchar NOT NULL,
  	"online_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"route" "enum_navigation_items_children_route",
  	"shop" "enum_navigation_items_children_shop"
  );
  
  CREATE TABLE "navigation_items_children_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"route" "enum_navigation_items_route" NOT NULL
  );
  
  CREATE TABLE "navigation_items_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_why_choose_us_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "home_page_why_choose_us_points_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_design_concept_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_design_concept_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"showroom_image_id" integer,
  	"about_teaser_image_id" integer,
  	"trade_coverage_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"service_heading" varchar,
  	"showroom_heading" varchar NOT NULL,
  	"showroom_text" varchar,
  	"showroom_countries_heading" varchar,
  	"products_heading" varchar NOT NULL,
  	"products_text" varchar,
  	"why_choose_us_heading" varchar NOT NULL,
  	"about_teaser_heading" varchar NOT NULL,
  	"about_teaser_text" varchar,
  	"about_teaser_link_label" varchar,
  	"design_concept_heading" varchar NOT NULL,
  	"design_concept_text" varchar,
  	"trade_coverage_heading" varchar NOT NULL,
  	"trade_coverage_text" varchar,
  	"news_heading" varchar NOT NULL,
  	"news_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_slogans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_slogans_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_icon_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "about_page_icon_row_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fact" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"intro_image_id" integer,
  	"factory_image_id" integer,
  	"showroom_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"intro_heading" varchar NOT NULL,
  	"intro_text" varchar,
  	"history_heading" varchar,
  	"exhibitions_heading" varchar,
  	"factory_heading" varchar NOT NULL,
  	"factory_text" varchar,
  	"showroom_heading" varchar NOT NULL,
  	"showroom_text" varchar,
  	"coverage_heading" varchar NOT NULL,
  	"coverage_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "craft_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "craft_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "case_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"foreign_heading" varchar,
  	"china_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "qualification_page_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" "enum_qualification_page_groups_group" NOT NULL
  );
  
  CREATE TABLE "qualification_page_groups_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "qualification_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "qualification_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"test_reports_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "service_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"hotline_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recruit_page_why_join" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "recruit_page_why_join_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recruit_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "recruit_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_centre_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "product_centre_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "showcase_page_tailorism_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "showcase_page_tailorism_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "showcase_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tailorism_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "showcase_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"tailorism_heading" varchar NOT NULL,
  	"tailorism_text" varchar,
  	"slideshow_heading" varchar NOT NULL,
  	"slideshow_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "news_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "teamwork_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "teamwork_page_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"overseas_notice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_parent_id_product_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_locales" ADD CONSTRAINT "_product_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_product_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_category_id_product_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_sub_category_id_product_categories_id_fk" FOREIGN KEY ("version_sub_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technology_lines_features" ADD CONSTRAINT "technology_lines_features_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "technology_lines_features" ADD CONSTRAINT "technology_lines_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."technology_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technology_lines_features_locales" ADD CONSTRAINT "technology_lines_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."technology_lines_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "technology_lines_locales" ADD CONSTRAINT "technology_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."technology_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technology_lines_v_version_features" ADD CONSTRAINT "_technology_lines_v_version_features_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technology_lines_v_version_features" ADD CONSTRAINT "_technology_lines_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_technology_lines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technology_lines_v_version_features_locales" ADD CONSTRAINT "_technology_lines_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_technology_lines_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_technology_lines_v" ADD CONSTRAINT "_technology_lines_v_parent_id_technology_lines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."technology_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_technology_lines_v_locales" ADD CONSTRAINT "_technology_lines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_technology_lines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cases" ADD CONSTRAINT "cases_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cases_locales" ADD CONSTRAINT "cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_parent_id_cases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v" ADD CONSTRAINT "_cases_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cases_v_locales" ADD CONSTRAINT "_cases_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates_locales" ADD CONSTRAINT "certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_parent_id_certificates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v_locales" ADD CONSTRAINT "_certificates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_certificates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "test_reports_locales" ADD CONSTRAINT "test_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."test_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_test_reports_v" ADD CONSTRAINT "_test_reports_v_parent_id_test_reports_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."test_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_test_reports_v" ADD CONSTRAINT "_test_reports_v_version_document_id_media_id_fk" FOREIGN KEY ("version_document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_test_reports_v_locales" ADD CONSTRAINT "_test_reports_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_test_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_entries_locales" ADD CONSTRAINT "history_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_entries_v" ADD CONSTRAINT "_history_entries_v_parent_id_history_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."history_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_history_entries_v_locales" ADD CONSTRAINT "_history_entries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_locales" ADD CONSTRAINT "exhibitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v" ADD CONSTRAINT "_exhibitions_v_parent_id_exhibitions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_locales" ADD CONSTRAINT "_exhibitions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_categories_v" ADD CONSTRAINT "_news_categories_v_parent_id_news_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_news_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_openings_locales" ADD CONSTRAINT "job_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_openings_v" ADD CONSTRAINT "_job_openings_v_parent_id_job_openings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_openings_v_locales" ADD CONSTRAINT "_job_openings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_openings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_contacts" ADD CONSTRAINT "offices_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_contacts_locales" ADD CONSTRAINT "offices_contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_qr_image_id_media_id_fk" FOREIGN KEY ("qr_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices_locales" ADD CONSTRAINT "offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offices_v_version_contacts" ADD CONSTRAINT "_offices_v_version_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offices_v_version_contacts_locales" ADD CONSTRAINT "_offices_v_version_contacts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offices_v_version_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offices_v" ADD CONSTRAINT "_offices_v_parent_id_offices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offices_v" ADD CONSTRAINT "_offices_v_version_qr_image_id_media_id_fk" FOREIGN KEY ("version_qr_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offices_v_locales" ADD CONSTRAINT "_offices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_guarantees" ADD CONSTRAINT "service_guarantees_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_guarantees_locales" ADD CONSTRAINT "service_guarantees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_guarantees_v" ADD CONSTRAINT "_service_guarantees_v_parent_id_service_guarantees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_guarantees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_guarantees_v" ADD CONSTRAINT "_service_guarantees_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_guarantees_v_locales" ADD CONSTRAINT "_service_guarantees_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_guarantees_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showroom_countries_locales" ADD CONSTRAINT "showroom_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showroom_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showroom_countries_v" ADD CONSTRAINT "_showroom_countries_v_parent_id_showroom_countries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."showroom_countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showroom_countries_v_locales" ADD CONSTRAINT "_showroom_countries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showroom_countries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_facts_variants" ADD CONSTRAINT "company_facts_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_facts_locales" ADD CONSTRAINT "company_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_facts_v_version_variants" ADD CONSTRAINT "_company_facts_v_version_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_facts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_facts_v" ADD CONSTRAINT "_company_facts_v_parent_id_company_facts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_facts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_company_facts_v_locales" ADD CONSTRAINT "_company_facts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_facts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_pages_locales" ADD CONSTRAINT "legal_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_locales" ADD CONSTRAINT "_legal_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_job_id_job_openings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_technology_lines_fk" FOREIGN KEY ("technology_lines_id") REFERENCES "public"."technology_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_reports_fk" FOREIGN KEY ("test_reports_id") REFERENCES "public"."test_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_history_entries_fk" FOREIGN KEY ("history_entries_id") REFERENCES "public"."history_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitions_fk" FOREIGN KEY ("exhibitions_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_openings_fk" FOREIGN KEY ("job_openings_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_guarantees_fk" FOREIGN KEY ("service_guarantees_id") REFERENCES "public"."service_guarantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_showroom_countries_fk" FOREIGN KEY ("showroom_countries_id") REFERENCES "public"."showroom_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_facts_fk" FOREIGN KEY ("company_facts_id") REFERENCES "public"."company_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_locales" ADD CONSTRAINT "site_settings_social_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_social"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_messaging" ADD CONSTRAINT "site_settings_messaging_qr_id_media_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_messaging" ADD CONSTRAINT "site_settings_messaging_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_messaging_locales" ADD CONSTRAINT "site_settings_messaging_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_messaging"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_shops" ADD CONSTRAINT "site_settings_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_shops_locales" ADD CONSTRAINT "site_settings_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children" ADD CONSTRAINT "navigation_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children_locales" ADD CONSTRAINT "navigation_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_locales" ADD CONSTRAINT "navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_why_choose_us_points" ADD CONSTRAINT "home_page_why_choose_us_points_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_why_choose_us_points" ADD CONSTRAINT "home_page_why_choose_us_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_why_choose_us_points_locales" ADD CONSTRAINT "home_page_why_choose_us_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_why_choose_us_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_design_concept_photos" ADD CONSTRAINT "home_page_design_concept_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_design_concept_photos" ADD CONSTRAINT "home_page_design_concept_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_design_concept_photos_locales" ADD CONSTRAINT "home_page_design_concept_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_design_concept_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_showroom_image_id_media_id_fk" FOREIGN KEY ("showroom_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_about_teaser_image_id_media_id_fk" FOREIGN KEY ("about_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_trade_coverage_image_id_media_id_fk" FOREIGN KEY ("trade_coverage_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_slogans" ADD CONSTRAINT "about_page_slogans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_slogans_locales" ADD CONSTRAINT "about_page_slogans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_slogans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_icon_row" ADD CONSTRAINT "about_page_icon_row_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_icon_row" ADD CONSTRAINT "about_page_icon_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_icon_row_locales" ADD CONSTRAINT "about_page_icon_row_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_icon_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats" ADD CONSTRAINT "about_page_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats_locales" ADD CONSTRAINT "about_page_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_intro_image_id_media_id_fk" FOREIGN KEY ("intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_factory_image_id_media_id_fk" FOREIGN KEY ("factory_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_showroom_image_id_media_id_fk" FOREIGN KEY ("showroom_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "craft_page_locales" ADD CONSTRAINT "craft_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."craft_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_page_locales" ADD CONSTRAINT "case_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qualification_page_groups" ADD CONSTRAINT "qualification_page_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qualification_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qualification_page_groups_locales" ADD CONSTRAINT "qualification_page_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qualification_page_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qualification_page_locales" ADD CONSTRAINT "qualification_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qualification_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page_locales" ADD CONSTRAINT "contact_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_page_locales" ADD CONSTRAINT "service_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recruit_page_why_join" ADD CONSTRAINT "recruit_page_why_join_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recruit_page_why_join" ADD CONSTRAINT "recruit_page_why_join_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recruit_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recruit_page_why_join_locales" ADD CONSTRAINT "recruit_page_why_join_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recruit_page_why_join"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recruit_page" ADD CONSTRAINT "recruit_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recruit_page_locales" ADD CONSTRAINT "recruit_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recruit_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_centre_page_locales" ADD CONSTRAINT "product_centre_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_centre_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_page_tailorism_steps" ADD CONSTRAINT "showcase_page_tailorism_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_page_tailorism_steps_locales" ADD CONSTRAINT "showcase_page_tailorism_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_page_tailorism_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "showcase_page" ADD CONSTRAINT "showcase_page_tailorism_image_id_media_id_fk" FOREIGN KEY ("tailorism_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "showcase_page_locales" ADD CONSTRAINT "showcase_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."showcase_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_page_locales" ADD CONSTRAINT "news_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teamwork_page_locales" ADD CONSTRAINT "teamwork_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teamwork_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_order_idx" ON "banners" USING btree ("order");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_order_idx" ON "_banners_v" USING btree ("version_order");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");
  CREATE INDEX "product_categories_icon_idx" ON "product_categories" USING btree ("icon_id");
  CREATE INDEX "product_categories_image_idx" ON "product_categories" USING btree ("image_id");
  CREATE INDEX "product_categories_order_idx" ON "product_categories" USING btree ("order");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "product_categories__status_idx" ON "product_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_categories_v_parent_idx" ON "_product_categories_v" USING btree ("parent_id");
  CREATE INDEX "_product_categories_v_version_version_slug_idx" ON "_product_categories_v" USING btree ("version_slug");
  CREATE INDEX "_product_categories_v_version_version_parent_idx" ON "_product_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_product_categories_v_version_version_icon_idx" ON "_product_categories_v" USING btree ("version_icon_id");
  CREATE INDEX "_product_categories_v_version_version_image_idx" ON "_product_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_product_categories_v_version_version_order_idx" ON "_product_categories_v" USING btree ("version_order");
  CREATE INDEX "_product_categories_v_version_version_updated_at_idx" ON "_product_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_product_categories_v_version_version_created_at_idx" ON "_product_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_product_categories_v_version_version__status_idx" ON "_product_categories_v" USING btree ("version__status");
  CREATE INDEX "_product_categories_v_created_at_idx" ON "_product_categories_v" USING btree ("created_at");
  CREATE INDEX "_product_categories_v_updated_at_idx" ON "_product_categories_v" USING btree ("updated_at");
  CREATE INDEX "_product_categories_v_snapshot_idx" ON "_product_categories_v" USING btree ("snapshot");
  CREATE INDEX "_product_categories_v_published_locale_idx" ON "_product_categories_v" USING btree ("published_locale");
  CREATE INDEX "_product_categories_v_latest_idx" ON "_product_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_product_categories_v_locales_locale_parent_id_unique" ON "_product_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");
  CREATE INDEX "products_order_idx" ON "products" USING btree ("order");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v" USING btree ("version_category_id");
  CREATE INDEX "_products_v_version_version_sub_category_idx" ON "_products_v" USING btree ("version_sub_category_id");
  CREATE INDEX "_products_v_version_version_order_idx" ON "_products_v" USING btree ("version_order");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "technology_lines_features_order_idx" ON "technology_lines_features" USING btree ("_order");
  CREATE INDEX "technology_lines_features_parent_id_idx" ON "technology_lines_features" USING btree ("_parent_id");
  CREATE INDEX "technology_lines_features_icon_idx" ON "technology_lines_features" USING btree ("icon_id");
  CREATE UNIQUE INDEX "technology_lines_features_locales_locale_parent_id_unique" ON "technology_lines_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "technology_lines_key_idx" ON "technology_lines" USING btree ("key");
  CREATE INDEX "technology_lines_order_idx" ON "technology_lines" USING btree ("order");
  CREATE INDEX "technology_lines_updated_at_idx" ON "technology_lines" USING btree ("updated_at");
  CREATE INDEX "technology_lines_created_at_idx" ON "technology_lines" USING btree ("created_at");
  CREATE INDEX "technology_lines__status_idx" ON "technology_lines" USING btree ("_status");
  CREATE UNIQUE INDEX "technology_lines_locales_locale_parent_id_unique" ON "technology_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_technology_lines_v_version_features_order_idx" ON "_technology_lines_v_version_features" USING btree ("_order");
  CREATE INDEX "_technology_lines_v_version_features_parent_id_idx" ON "_technology_lines_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_technology_lines_v_version_features_icon_idx" ON "_technology_lines_v_version_features" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_technology_lines_v_version_features_locales_locale_parent_i" ON "_technology_lines_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_technology_lines_v_parent_idx" ON "_technology_lines_v" USING btree ("parent_id");
  CREATE INDEX "_technology_lines_v_version_version_key_idx" ON "_technology_lines_v" USING btree ("version_key");
  CREATE INDEX "_technology_lines_v_version_version_order_idx" ON "_technology_lines_v" USING btree ("version_order");
  CREATE INDEX "_technology_lines_v_version_version_updated_at_idx" ON "_technology_lines_v" USING btree ("version_updated_at");
  CREATE INDEX "_technology_lines_v_version_version_created_at_idx" ON "_technology_lines_v" USING btree ("version_created_at");
  CREATE INDEX "_technology_lines_v_version_version__status_idx" ON "_technology_lines_v" USING btree ("version__status");
  CREATE INDEX "_technology_lines_v_created_at_idx" ON "_technology_lines_v" USING btree ("created_at");
  CREATE INDEX "_technology_lines_v_updated_at_idx" ON "_technology_lines_v" USING btree ("updated_at");
  CREATE INDEX "_technology_lines_v_snapshot_idx" ON "_technology_lines_v" USING btree ("snapshot");
  CREATE INDEX "_technology_lines_v_published_locale_idx" ON "_technology_lines_v" USING btree ("published_locale");
  CREATE INDEX "_technology_lines_v_latest_idx" ON "_technology_lines_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_technology_lines_v_locales_locale_parent_id_unique" ON "_technology_lines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cases_region_idx" ON "cases" USING btree ("region");
  CREATE INDEX "cases_image_idx" ON "cases" USING btree ("image_id");
  CREATE INDEX "cases_order_idx" ON "cases" USING btree ("order");
  CREATE INDEX "cases_updated_at_idx" ON "cases" USING btree ("updated_at");
  CREATE INDEX "cases_created_at_idx" ON "cases" USING btree ("created_at");
  CREATE INDEX "cases__status_idx" ON "cases" USING btree ("_status");
  CREATE UNIQUE INDEX "cases_locales_locale_parent_id_unique" ON "cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cases_v_parent_idx" ON "_cases_v" USING btree ("parent_id");
  CREATE INDEX "_cases_v_version_version_region_idx" ON "_cases_v" USING btree ("version_region");
  CREATE INDEX "_cases_v_version_version_image_idx" ON "_cases_v" USING btree ("version_image_id");
  CREATE INDEX "_cases_v_version_version_order_idx" ON "_cases_v" USING btree ("version_order");
  CREATE INDEX "_cases_v_version_version_updated_at_idx" ON "_cases_v" USING btree ("version_updated_at");
  CREATE INDEX "_cases_v_version_version_created_at_idx" ON "_cases_v" USING btree ("version_created_at");
  CREATE INDEX "_cases_v_version_version__status_idx" ON "_cases_v" USING btree ("version__status");
  CREATE INDEX "_cases_v_created_at_idx" ON "_cases_v" USING btree ("created_at");
  CREATE INDEX "_cases_v_updated_at_idx" ON "_cases_v" USING btree ("updated_at");
  CREATE INDEX "_cases_v_snapshot_idx" ON "_cases_v" USING btree ("snapshot");
  CREATE INDEX "_cases_v_published_locale_idx" ON "_cases_v" USING btree ("published_locale");
  CREATE INDEX "_cases_v_latest_idx" ON "_cases_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cases_v_locales_locale_parent_id_unique" ON "_cases_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "certificates_group_idx" ON "certificates" USING btree ("group");
  CREATE INDEX "certificates_image_idx" ON "certificates" USING btree ("image_id");
  CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "certificates__status_idx" ON "certificates" USING btree ("_status");
  CREATE UNIQUE INDEX "certificates_locales_locale_parent_id_unique" ON "certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_certificates_v_parent_idx" ON "_certificates_v" USING btree ("parent_id");
  CREATE INDEX "_certificates_v_version_version_group_idx" ON "_certificates_v" USING btree ("version_group");
  CREATE INDEX "_certificates_v_version_version_image_idx" ON "_certificates_v" USING btree ("version_image_id");
  CREATE INDEX "_certificates_v_version_version_order_idx" ON "_certificates_v" USING btree ("version_order");
  CREATE INDEX "_certificates_v_version_version_updated_at_idx" ON "_certificates_v" USING btree ("version_updated_at");
  CREATE INDEX "_certificates_v_version_version_created_at_idx" ON "_certificates_v" USING btree ("version_created_at");
  CREATE INDEX "_certificates_v_version_version__status_idx" ON "_certificates_v" USING btree ("version__status");
  CREATE INDEX "_certificates_v_created_at_idx" ON "_certificates_v" USING btree ("created_at");
  CREATE INDEX "_certificates_v_updated_at_idx" ON "_certificates_v" USING btree ("updated_at");
  CREATE INDEX "_certificates_v_snapshot_idx" ON "_certificates_v" USING btree ("snapshot");
  CREATE INDEX "_certificates_v_published_locale_idx" ON "_certificates_v" USING btree ("published_locale");
  CREATE INDEX "_certificates_v_latest_idx" ON "_certificates_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_certificates_v_locales_locale_parent_id_unique" ON "_certificates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "test_reports_document_idx" ON "test_reports" USING btree ("document_id");
  CREATE INDEX "test_reports_order_idx" ON "test_reports" USING btree ("order");
  CREATE INDEX "test_reports_updated_at_idx" ON "test_reports" USING btree ("updated_at");
  CREATE INDEX "test_reports_created_at_idx" ON "test_reports" USING btree ("created_at");
  CREATE INDEX "test_reports__status_idx" ON "test_reports" USING btree ("_status");
  CREATE UNIQUE INDEX "test_reports_locales_locale_parent_id_unique" ON "test_reports_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_test_reports_v_parent_idx" ON "_test_reports_v" USING btree ("parent_id");
  CREATE INDEX "_test_reports_v_version_version_document_idx" ON "_test_reports_v" USING btree ("version_document_id");
  CREATE INDEX "_test_reports_v_version_version_order_idx" ON "_test_reports_v" USING btree ("version_order");
  CREATE INDEX "_test_reports_v_version_version_updated_at_idx" ON "_test_reports_v" USING btree ("version_updated_at");
  CREATE INDEX "_test_reports_v_version_version_created_at_idx" ON "_test_reports_v" USING btree ("version_created_at");
  CREATE INDEX "_test_reports_v_version_version__status_idx" ON "_test_reports_v" USING btree ("version__status");
  CREATE INDEX "_test_reports_v_created_at_idx" ON "_test_reports_v" USING btree ("created_at");
  CREATE INDEX "_test_reports_v_updated_at_idx" ON "_test_reports_v" USING btree ("updated_at");
  CREATE INDEX "_test_reports_v_snapshot_idx" ON "_test_reports_v" USING btree ("snapshot");
  CREATE INDEX "_test_reports_v_published_locale_idx" ON "_test_reports_v" USING btree ("published_locale");
  CREATE INDEX "_test_reports_v_latest_idx" ON "_test_reports_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_test_reports_v_locales_locale_parent_id_unique" ON "_test_reports_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "history_entries_year_idx" ON "history_entries" USING btree ("year");
  CREATE INDEX "history_entries_updated_at_idx" ON "history_entries" USING btree ("updated_at");
  CREATE INDEX "history_entries_created_at_idx" ON "history_entries" USING btree ("created_at");
  CREATE INDEX "history_entries__status_idx" ON "history_entries" USING btree ("_status");
  CREATE UNIQUE INDEX "history_entries_locales_locale_parent_id_unique" ON "history_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_history_entries_v_parent_idx" ON "_history_entries_v" USING btree ("parent_id");
  CREATE INDEX "_history_entries_v_version_version_year_idx" ON "_history_entries_v" USING btree ("version_year");
  CREATE INDEX "_history_entries_v_version_version_updated_at_idx" ON "_history_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_history_entries_v_version_version_created_at_idx" ON "_history_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_history_entries_v_version_version__status_idx" ON "_history_entries_v" USING btree ("version__status");
  CREATE INDEX "_history_entries_v_created_at_idx" ON "_history_entries_v" USING btree ("created_at");
  CREATE INDEX "_history_entries_v_updated_at_idx" ON "_history_entries_v" USING btree ("updated_at");
  CREATE INDEX "_history_entries_v_snapshot_idx" ON "_history_entries_v" USING btree ("snapshot");
  CREATE INDEX "_history_entries_v_published_locale_idx" ON "_history_entries_v" USING btree ("published_locale");
  CREATE INDEX "_history_entries_v_latest_idx" ON "_history_entries_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_history_entries_v_locales_locale_parent_id_unique" ON "_history_entries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibitions_year_idx" ON "exhibitions" USING btree ("year");
  CREATE INDEX "exhibitions_updated_at_idx" ON "exhibitions" USING btree ("updated_at");
  CREATE INDEX "exhibitions_created_at_idx" ON "exhibitions" USING btree ("created_at");
  CREATE INDEX "exhibitions__status_idx" ON "exhibitions" USING btree ("_status");
  CREATE UNIQUE INDEX "exhibitions_locales_locale_parent_id_unique" ON "exhibitions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exhibitions_v_parent_idx" ON "_exhibitions_v" USING btree ("parent_id");
  CREATE INDEX "_exhibitions_v_version_version_year_idx" ON "_exhibitions_v" USING btree ("version_year");
  CREATE INDEX "_exhibitions_v_version_version_updated_at_idx" ON "_exhibitions_v" USING btree ("version_updated_at");
  CREATE INDEX "_exhibitions_v_version_version_created_at_idx" ON "_exhibitions_v" USING btree ("version_created_at");
  CREATE INDEX "_exhibitions_v_version_version__status_idx" ON "_exhibitions_v" USING btree ("version__status");
  CREATE INDEX "_exhibitions_v_created_at_idx" ON "_exhibitions_v" USING btree ("created_at");
  CREATE INDEX "_exhibitions_v_updated_at_idx" ON "_exhibitions_v" USING btree ("updated_at");
  CREATE INDEX "_exhibitions_v_snapshot_idx" ON "_exhibitions_v" USING btree ("snapshot");
  CREATE INDEX "_exhibitions_v_published_locale_idx" ON "_exhibitions_v" USING btree ("published_locale");
  CREATE INDEX "_exhibitions_v_latest_idx" ON "_exhibitions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_exhibitions_v_locales_locale_parent_id_unique" ON "_exhibitions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_categories_language_idx" ON "news_categories" USING btree ("language");
  CREATE UNIQUE INDEX "news_categories_legacy_id_idx" ON "news_categories" USING btree ("legacy_id");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE INDEX "news_categories__status_idx" ON "news_categories" USING btree ("_status");
  CREATE INDEX "_news_categories_v_parent_idx" ON "_news_categories_v" USING btree ("parent_id");
  CREATE INDEX "_news_categories_v_version_version_language_idx" ON "_news_categories_v" USING btree ("version_language");
  CREATE INDEX "_news_categories_v_version_version_legacy_id_idx" ON "_news_categories_v" USING btree ("version_legacy_id");
  CREATE INDEX "_news_categories_v_version_version_updated_at_idx" ON "_news_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_categories_v_version_version_created_at_idx" ON "_news_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_news_categories_v_version_version__status_idx" ON "_news_categories_v" USING btree ("version__status");
  CREATE INDEX "_news_categories_v_created_at_idx" ON "_news_categories_v" USING btree ("created_at");
  CREATE INDEX "_news_categories_v_updated_at_idx" ON "_news_categories_v" USING btree ("updated_at");
  CREATE INDEX "_news_categories_v_snapshot_idx" ON "_news_categories_v" USING btree ("snapshot");
  CREATE INDEX "_news_categories_v_published_locale_idx" ON "_news_categories_v" USING btree ("published_locale");
  CREATE INDEX "_news_categories_v_latest_idx" ON "_news_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "job_openings_slug_idx" ON "job_openings" USING btree ("slug");
  CREATE INDEX "job_openings_valid_through_idx" ON "job_openings" USING btree ("valid_through");
  CREATE INDEX "job_openings_order_idx" ON "job_openings" USING btree ("order");
  CREATE INDEX "job_openings_updated_at_idx" ON "job_openings" USING btree ("updated_at");
  CREATE INDEX "job_openings_created_at_idx" ON "job_openings" USING btree ("created_at");
  CREATE INDEX "job_openings__status_idx" ON "job_openings" USING btree ("_status");
  CREATE UNIQUE INDEX "job_openings_locales_locale_parent_id_unique" ON "job_openings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_openings_v_parent_idx" ON "_job_openings_v" USING btree ("parent_id");
  CREATE INDEX "_job_openings_v_version_version_slug_idx" ON "_job_openings_v" USING btree ("version_slug");
  CREATE INDEX "_job_openings_v_version_version_valid_through_idx" ON "_job_openings_v" USING btree ("version_valid_through");
  CREATE INDEX "_job_openings_v_version_version_order_idx" ON "_job_openings_v" USING btree ("version_order");
  CREATE INDEX "_job_openings_v_version_version_updated_at_idx" ON "_job_openings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_openings_v_version_version_created_at_idx" ON "_job_openings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_openings_v_version_version__status_idx" ON "_job_openings_v" USING btree ("version__status");
  CREATE INDEX "_job_openings_v_created_at_idx" ON "_job_openings_v" USING btree ("created_at");
  CREATE INDEX "_job_openings_v_updated_at_idx" ON "_job_openings_v" USING btree ("updated_at");
  CREATE INDEX "_job_openings_v_snapshot_idx" ON "_job_openings_v" USING btree ("snapshot");
  CREATE INDEX "_job_openings_v_published_locale_idx" ON "_job_openings_v" USING btree ("published_locale");
  CREATE INDEX "_job_openings_v_latest_idx" ON "_job_openings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_job_openings_v_locales_locale_parent_id_unique" ON "_job_openings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offices_contacts_order_idx" ON "offices_contacts" USING btree ("_order");
  CREATE INDEX "offices_contacts_parent_id_idx" ON "offices_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offices_contacts_locales_locale_parent_id_unique" ON "offices_contacts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "offices_key_idx" ON "offices" USING btree ("key");
  CREATE INDEX "offices_qr_qr_image_idx" ON "offices" USING btree ("qr_image_id");
  CREATE INDEX "offices_order_idx" ON "offices" USING btree ("order");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE INDEX "offices__status_idx" ON "offices" USING btree ("_status");
  CREATE UNIQUE INDEX "offices_locales_locale_parent_id_unique" ON "offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offices_v_version_contacts_order_idx" ON "_offices_v_version_contacts" USING btree ("_order");
  CREATE INDEX "_offices_v_version_contacts_parent_id_idx" ON "_offices_v_version_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_offices_v_version_contacts_locales_locale_parent_id_unique" ON "_offices_v_version_contacts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offices_v_parent_idx" ON "_offices_v" USING btree ("parent_id");
  CREATE INDEX "_offices_v_version_version_key_idx" ON "_offices_v" USING btree ("version_key");
  CREATE INDEX "_offices_v_version_qr_version_qr_image_idx" ON "_offices_v" USING btree ("version_qr_image_id");
  CREATE INDEX "_offices_v_version_version_order_idx" ON "_offices_v" USING btree ("version_order");
  CREATE INDEX "_offices_v_version_version_updated_at_idx" ON "_offices_v" USING btree ("version_updated_at");
  CREATE INDEX "_offices_v_version_version_created_at_idx" ON "_offices_v" USING btree ("version_created_at");
  CREATE INDEX "_offices_v_version_version__status_idx" ON "_offices_v" USING btree ("version__status");
  CREATE INDEX "_offices_v_created_at_idx" ON "_offices_v" USING btree ("created_at");
  CREATE INDEX "_offices_v_updated_at_idx" ON "_offices_v" USING btree ("updated_at");
  CREATE INDEX "_offices_v_snapshot_idx" ON "_offices_v" USING btree ("snapshot");
  CREATE INDEX "_offices_v_published_locale_idx" ON "_offices_v" USING btree ("published_locale");
  CREATE INDEX "_offices_v_latest_idx" ON "_offices_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_offices_v_locales_locale_parent_id_unique" ON "_offices_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_guarantees_icon_idx" ON "service_guarantees" USING btree ("icon_id");
  CREATE INDEX "service_guarantees_order_idx" ON "service_guarantees" USING btree ("order");
  CREATE INDEX "service_guarantees_updated_at_idx" ON "service_guarantees" USING btree ("updated_at");
  CREATE INDEX "service_guarantees_created_at_idx" ON "service_guarantees" USING btree ("created_at");
  CREATE INDEX "service_guarantees__status_idx" ON "service_guarantees" USING btree ("_status");
  CREATE UNIQUE INDEX "service_guarantees_locales_locale_parent_id_unique" ON "service_guarantees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_service_guarantees_v_parent_idx" ON "_service_guarantees_v" USING btree ("parent_id");
  CREATE INDEX "_service_guarantees_v_version_version_icon_idx" ON "_service_guarantees_v" USING btree ("version_icon_id");
  CREATE INDEX "_service_guarantees_v_version_version_order_idx" ON "_service_guarantees_v" USING btree ("version_order");
  CREATE INDEX "_service_guarantees_v_version_version_updated_at_idx" ON "_service_guarantees_v" USING btree ("version_updated_at");
  CREATE INDEX "_service_guarantees_v_version_version_created_at_idx" ON "_service_guarantees_v" USING btree ("version_created_at");
  CREATE INDEX "_service_guarantees_v_version_version__status_idx" ON "_service_guarantees_v" USING btree ("version__status");
  CREATE INDEX "_service_guarantees_v_created_at_idx" ON "_service_guarantees_v" USING btree ("created_at");
  CREATE INDEX "_service_guarantees_v_updated_at_idx" ON "_service_guarantees_v" USING btree ("updated_at");
  CREATE INDEX "_service_guarantees_v_snapshot_idx" ON "_service_guarantees_v" USING btree ("snapshot");
  CREATE INDEX "_service_guarantees_v_published_locale_idx" ON "_service_guarantees_v" USING btree ("published_locale");
  CREATE INDEX "_service_guarantees_v_latest_idx" ON "_service_guarantees_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_service_guarantees_v_locales_locale_parent_id_unique" ON "_service_guarantees_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "showroom_countries_code_idx" ON "showroom_countries" USING btree ("code");
  CREATE INDEX "showroom_countries_order_idx" ON "showroom_countries" USING btree ("order");
  CREATE INDEX "showroom_countries_updated_at_idx" ON "showroom_countries" USING btree ("updated_at");
  CREATE INDEX "showroom_countries_created_at_idx" ON "showroom_countries" USING btree ("created_at");
  CREATE INDEX "showroom_countries__status_idx" ON "showroom_countries" USING btree ("_status");
  CREATE UNIQUE INDEX "showroom_countries_locales_locale_parent_id_unique" ON "showroom_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_showroom_countries_v_parent_idx" ON "_showroom_countries_v" USING btree ("parent_id");
  CREATE INDEX "_showroom_countries_v_version_version_code_idx" ON "_showroom_countries_v" USING btree ("version_code");
  CREATE INDEX "_showroom_countries_v_version_version_order_idx" ON "_showroom_countries_v" USING btree ("version_order");
  CREATE INDEX "_showroom_countries_v_version_version_updated_at_idx" ON "_showroom_countries_v" USING btree ("version_updated_at");
  CREATE INDEX "_showroom_countries_v_version_version_created_at_idx" ON "_showroom_countries_v" USING btree ("version_created_at");
  CREATE INDEX "_showroom_countries_v_version_version__status_idx" ON "_showroom_countries_v" USING btree ("version__status");
  CREATE INDEX "_showroom_countries_v_created_at_idx" ON "_showroom_countries_v" USING btree ("created_at");
  CREATE INDEX "_showroom_countries_v_updated_at_idx" ON "_showroom_countries_v" USING btree ("updated_at");
  CREATE INDEX "_showroom_countries_v_snapshot_idx" ON "_showroom_countries_v" USING btree ("snapshot");
  CREATE INDEX "_showroom_countries_v_published_locale_idx" ON "_showroom_countries_v" USING btree ("published_locale");
  CREATE INDEX "_showroom_countries_v_latest_idx" ON "_showroom_countries_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_showroom_countries_v_locales_locale_parent_id_unique" ON "_showroom_countries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_facts_variants_order_idx" ON "company_facts_variants" USING btree ("_order");
  CREATE INDEX "company_facts_variants_parent_id_idx" ON "company_facts_variants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_facts_key_idx" ON "company_facts" USING btree ("key");
  CREATE INDEX "company_facts_updated_at_idx" ON "company_facts" USING btree ("updated_at");
  CREATE INDEX "company_facts_created_at_idx" ON "company_facts" USING btree ("created_at");
  CREATE INDEX "company_facts__status_idx" ON "company_facts" USING btree ("_status");
  CREATE UNIQUE INDEX "company_facts_locales_locale_parent_id_unique" ON "company_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_facts_v_version_variants_order_idx" ON "_company_facts_v_version_variants" USING btree ("_order");
  CREATE INDEX "_company_facts_v_version_variants_parent_id_idx" ON "_company_facts_v_version_variants" USING btree ("_parent_id");
  CREATE INDEX "_company_facts_v_parent_idx" ON "_company_facts_v" USING btree ("parent_id");
  CREATE INDEX "_company_facts_v_version_version_key_idx" ON "_company_facts_v" USING btree ("version_key");
  CREATE INDEX "_company_facts_v_version_version_updated_at_idx" ON "_company_facts_v" USING btree ("version_updated_at");
  CREATE INDEX "_company_facts_v_version_version_created_at_idx" ON "_company_facts_v" USING btree ("version_created_at");
  CREATE INDEX "_company_facts_v_version_version__status_idx" ON "_company_facts_v" USING btree ("version__status");
  CREATE INDEX "_company_facts_v_created_at_idx" ON "_company_facts_v" USING btree ("created_at");
  CREATE INDEX "_company_facts_v_updated_at_idx" ON "_company_facts_v" USING btree ("updated_at");
  CREATE INDEX "_company_facts_v_snapshot_idx" ON "_company_facts_v" USING btree ("snapshot");
  CREATE INDEX "_company_facts_v_published_locale_idx" ON "_company_facts_v" USING btree ("published_locale");
  CREATE INDEX "_company_facts_v_latest_idx" ON "_company_facts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_company_facts_v_locales_locale_parent_id_unique" ON "_company_facts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "legal_pages_locales_locale_parent_id_unique" ON "legal_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_snapshot_idx" ON "_legal_pages_v" USING btree ("snapshot");
  CREATE INDEX "_legal_pages_v_published_locale_idx" ON "_legal_pages_v" USING btree ("published_locale");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_legal_pages_v_locales_locale_parent_id_unique" ON "_legal_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "enquiries_type_idx" ON "enquiries" USING btree ("type");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_province_idx" ON "enquiries" USING btree ("province");
  CREATE INDEX "enquiries_job_idx" ON "enquiries" USING btree ("job_id");
  CREATE UNIQUE INDEX "enquiries_idempotency_key_idx" ON "enquiries" USING btree ("idempotency_key");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_technology_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("technology_lines_id");
  CREATE INDEX "payload_locked_documents_rels_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("cases_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_test_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("test_reports_id");
  CREATE INDEX "payload_locked_documents_rels_history_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("history_entries_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitions_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitions_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_job_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_openings_id");
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");
  CREATE INDEX "payload_locked_documents_rels_service_guarantees_id_idx" ON "payload_locked_documents_rels" USING btree ("service_guarantees_id");
  CREATE INDEX "payload_locked_documents_rels_showroom_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("showroom_countries_id");
  CREATE INDEX "payload_locked_documents_rels_company_facts_id_idx" ON "payload_locked_documents_rels" USING btree ("company_facts_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_icon_idx" ON "site_settings_social" USING btree ("icon_id");
  CREATE UNIQUE INDEX "site_settings_social_locales_locale_parent_id_unique" ON "site_settings_social_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_messaging_order_idx" ON "site_settings_messaging" USING btree ("_order");
  CREATE INDEX "site_settings_messaging_parent_id_idx" ON "site_settings_messaging" USING btree ("_parent_id");
  CREATE INDEX "site_settings_messaging_qr_idx" ON "site_settings_messaging" USING btree ("qr_id");
  CREATE UNIQUE INDEX "site_settings_messaging_locales_locale_parent_id_unique" ON "site_settings_messaging_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_shops_order_idx" ON "site_settings_shops" USING btree ("_order");
  CREATE INDEX "site_settings_shops_parent_id_idx" ON "site_settings_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_shops_locales_locale_parent_id_unique" ON "site_settings_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_items_children_order_idx" ON "navigation_items_children" USING btree ("_order");
  CREATE INDEX "navigation_items_children_parent_id_idx" ON "navigation_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_items_children_locales_locale_parent_id_unique" ON "navigation_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_items_locales_locale_parent_id_unique" ON "navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_why_choose_us_points_order_idx" ON "home_page_why_choose_us_points" USING btree ("_order");
  CREATE INDEX "home_page_why_choose_us_points_parent_id_idx" ON "home_page_why_choose_us_points" USING btree ("_parent_id");
  CREATE INDEX "home_page_why_choose_us_points_icon_idx" ON "home_page_why_choose_us_points" USING btree ("icon_id");
  CREATE UNIQUE INDEX "home_page_why_choose_us_points_locales_locale_parent_id_uniq" ON "home_page_why_choose_us_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_design_concept_photos_order_idx" ON "home_page_design_concept_photos" USING btree ("_order");
  CREATE INDEX "home_page_design_concept_photos_parent_id_idx" ON "home_page_design_concept_photos" USING btree ("_parent_id");
  CREATE INDEX "home_page_design_concept_photos_image_idx" ON "home_page_design_concept_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_design_concept_photos_locales_locale_parent_id_uni" ON "home_page_design_concept_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_showroom_showroom_image_idx" ON "home_page" USING btree ("showroom_image_id");
  CREATE INDEX "home_page_about_teaser_about_teaser_image_idx" ON "home_page" USING btree ("about_teaser_image_id");
  CREATE INDEX "home_page_trade_coverage_trade_coverage_image_idx" ON "home_page" USING btree ("trade_coverage_image_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_slogans_order_idx" ON "about_page_slogans" USING btree ("_order");
  CREATE INDEX "about_page_slogans_parent_id_idx" ON "about_page_slogans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_slogans_locales_locale_parent_id_unique" ON "about_page_slogans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_icon_row_order_idx" ON "about_page_icon_row" USING btree ("_order");
  CREATE INDEX "about_page_icon_row_parent_id_idx" ON "about_page_icon_row" USING btree ("_parent_id");
  CREATE INDEX "about_page_icon_row_icon_idx" ON "about_page_icon_row" USING btree ("icon_id");
  CREATE UNIQUE INDEX "about_page_icon_row_locales_locale_parent_id_unique" ON "about_page_icon_row_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_stats_order_idx" ON "about_page_stats" USING btree ("_order");
  CREATE INDEX "about_page_stats_parent_id_idx" ON "about_page_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_stats_locales_locale_parent_id_unique" ON "about_page_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_banner_image_idx" ON "about_page" USING btree ("banner_image_id");
  CREATE INDEX "about_page_intro_intro_image_idx" ON "about_page" USING btree ("intro_image_id");
  CREATE INDEX "about_page_factory_factory_image_idx" ON "about_page" USING btree ("factory_image_id");
  CREATE INDEX "about_page_showroom_showroom_image_idx" ON "about_page" USING btree ("showroom_image_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "craft_page_locales_locale_parent_id_unique" ON "craft_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_page_locales_locale_parent_id_unique" ON "case_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "qualification_page_groups_order_idx" ON "qualification_page_groups" USING btree ("_order");
  CREATE INDEX "qualification_page_groups_parent_id_idx" ON "qualification_page_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "qualification_page_groups_locales_locale_parent_id_unique" ON "qualification_page_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "qualification_page_locales_locale_parent_id_unique" ON "qualification_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_page_locales_locale_parent_id_unique" ON "contact_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "service_page_locales_locale_parent_id_unique" ON "service_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recruit_page_why_join_order_idx" ON "recruit_page_why_join" USING btree ("_order");
  CREATE INDEX "recruit_page_why_join_parent_id_idx" ON "recruit_page_why_join" USING btree ("_parent_id");
  CREATE INDEX "recruit_page_why_join_icon_idx" ON "recruit_page_why_join" USING btree ("icon_id");
  CREATE UNIQUE INDEX "recruit_page_why_join_locales_locale_parent_id_unique" ON "recruit_page_why_join_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recruit_page_image_idx" ON "recruit_page" USING btree ("image_id");
  CREATE UNIQUE INDEX "recruit_page_locales_locale_parent_id_unique" ON "recruit_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_centre_page_locales_locale_parent_id_unique" ON "product_centre_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "showcase_page_tailorism_steps_order_idx" ON "showcase_page_tailorism_steps" USING btree ("_order");
  CREATE INDEX "showcase_page_tailorism_steps_parent_id_idx" ON "showcase_page_tailorism_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "showcase_page_tailorism_steps_locales_locale_parent_id_uniqu" ON "showcase_page_tailorism_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "showcase_page_tailorism_tailorism_image_idx" ON "showcase_page" USING btree ("tailorism_image_id");
  CREATE UNIQUE INDEX "showcase_page_locales_locale_parent_id_unique" ON "showcase_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_page_locales_locale_parent_id_unique" ON "news_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "teamwork_page_locales_locale_parent_id_unique" ON "teamwork_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "_product_categories_v" CASCADE;
  DROP TABLE "_product_categories_v_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "technology_lines_features" CASCADE;
  DROP TABLE "technology_lines_features_locales" CASCADE;
  DROP TABLE "technology_lines" CASCADE;
  DROP TABLE "technology_lines_locales" CASCADE;
  DROP TABLE "_technology_lines_v_version_features" CASCADE;
  DROP TABLE "_technology_lines_v_version_features_locales" CASCADE;
  DROP TABLE "_technology_lines_v" CASCADE;
  DROP TABLE "_technology_lines_v_locales" CASCADE;
  DROP TABLE "cases" CASCADE;
  DROP TABLE "cases_locales" CASCADE;
  DROP TABLE "_cases_v" CASCADE;
  DROP TABLE "_cases_v_locales" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "certificates_locales" CASCADE;
  DROP TABLE "_certificates_v" CASCADE;
  DROP TABLE "_certificates_v_locales" CASCADE;
  DROP TABLE "test_reports" CASCADE;
  DROP TABLE "test_reports_locales" CASCADE;
  DROP TABLE "_test_reports_v" CASCADE;
  DROP TABLE "_test_reports_v_locales" CASCADE;
  DROP TABLE "history_entries" CASCADE;
  DROP TABLE "history_entries_locales" CASCADE;
  DROP TABLE "_history_entries_v" CASCADE;
  DROP TABLE "_history_entries_v_locales" CASCADE;
  DROP TABLE "exhibitions" CASCADE;
  DROP TABLE "exhibitions_locales" CASCADE;
  DROP TABLE "_exhibitions_v" CASCADE;
  DROP TABLE "_exhibitions_v_locales" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "_news_categories_v" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "job_openings" CASCADE;
  DROP TABLE "job_openings_locales" CASCADE;
  DROP TABLE "_job_openings_v" CASCADE;
  DROP TABLE "_job_openings_v_locales" CASCADE;
  DROP TABLE "offices_contacts" CASCADE;
  DROP TABLE "offices_contacts_locales" CASCADE;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "offices_locales" CASCADE;
  DROP TABLE "_offices_v_version_contacts" CASCADE;
  DROP TABLE "_offices_v_version_contacts_locales" CASCADE;
  DROP TABLE "_offices_v" CASCADE;
  DROP TABLE "_offices_v_locales" CASCADE;
  DROP TABLE "service_guarantees" CASCADE;
  DROP TABLE "service_guarantees_locales" CASCADE;
  DROP TABLE "_service_guarantees_v" CASCADE;
  DROP TABLE "_service_guarantees_v_locales" CASCADE;
  DROP TABLE "showroom_countries" CASCADE;
  DROP TABLE "showroom_countries_locales" CASCADE;
  DROP TABLE "_showroom_countries_v" CASCADE;
  DROP TABLE "_showroom_countries_v_locales" CASCADE;
  DROP TABLE "company_facts_variants" CASCADE;
  DROP TABLE "company_facts" CASCADE;
  DROP TABLE "company_facts_locales" CASCADE;
  DROP TABLE "_company_facts_v_version_variants" CASCADE;
  DROP TABLE "_company_facts_v" CASCADE;
  DROP TABLE "_company_facts_v_locales" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "legal_pages_locales" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_legal_pages_v_locales" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings_social_locales" CASCADE;
  DROP TABLE "site_settings_messaging" CASCADE;
  DROP TABLE "site_settings_messaging_locales" CASCADE;
  DROP TABLE "site_settings_shops" CASCADE;
  DROP TABLE "site_settings_shops_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "navigation_items_children" CASCADE;
  DROP TABLE "navigation_items_children_locales" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation_items_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "home_page_why_choose_us_points" CASCADE;
  DROP TABLE "home_page_why_choose_us_points_locales" CASCADE;
  DROP TABLE "home_page_design_concept_photos" CASCADE;
  DROP TABLE "home_page_design_concept_photos_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "about_page_slogans" CASCADE;
  DROP TABLE "about_page_slogans_locales" CASCADE;
  DROP TABLE "about_page_icon_row" CASCADE;
  DROP TABLE "about_page_icon_row_locales" CASCADE;
  DROP TABLE "about_page_stats" CASCADE;
  DROP TABLE "about_page_stats_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "craft_page" CASCADE;
  DROP TABLE "craft_page_locales" CASCADE;
  DROP TABLE "case_page" CASCADE;
  DROP TABLE "case_page_locales" CASCADE;
  DROP TABLE "qualification_page_groups" CASCADE;
  DROP TABLE "qualification_page_groups_locales" CASCADE;
  DROP TABLE "qualification_page" CASCADE;
  DROP TABLE "qualification_page_locales" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "contact_page_locales" CASCADE;
  DROP TABLE "service_page" CASCADE;
  DROP TABLE "service_page_locales" CASCADE;
  DROP TABLE "recruit_page_why_join" CASCADE;
  DROP TABLE "recruit_page_why_join_locales" CASCADE;
  DROP TABLE "recruit_page" CASCADE;
  DROP TABLE "recruit_page_locales" CASCADE;
  DROP TABLE "product_centre_page" CASCADE;
  DROP TABLE "product_centre_page_locales" CASCADE;
  DROP TABLE "showcase_page_tailorism_steps" CASCADE;
  DROP TABLE "showcase_page_tailorism_steps_locales" CASCADE;
  DROP TABLE "showcase_page" CASCADE;
  DROP TABLE "showcase_page_locales" CASCADE;
  DROP TABLE "news_page" CASCADE;
  DROP TABLE "news_page_locales" CASCADE;
  DROP TABLE "teamwork_page" CASCADE;
  DROP TABLE "teamwork_page_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum_product_categories_family";
  DROP TYPE "public"."enum_product_categories_status";
  DROP TYPE "public"."enum__product_categories_v_version_family";
  DROP TYPE "public"."enum__product_categories_v_version_status";
  DROP TYPE "public"."enum__product_categories_v_published_locale";
  DROP TYPE "public"."enum_products_family";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_family";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_technology_lines_key";
  DROP TYPE "public"."enum_technology_lines_status";
  DROP TYPE "public"."enum__technology_lines_v_version_key";
  DROP TYPE "public"."enum__technology_lines_v_version_status";
  DROP TYPE "public"."enum__technology_lines_v_published_locale";
  DROP TYPE "public"."enum_cases_region";
  DROP TYPE "public"."enum_cases_status";
  DROP TYPE "public"."enum__cases_v_version_region";
  DROP TYPE "public"."enum__cases_v_version_status";
  DROP TYPE "public"."enum__cases_v_published_locale";
  DROP TYPE "public"."enum_certificates_group";
  DROP TYPE "public"."enum_certificates_status";
  DROP TYPE "public"."enum__certificates_v_version_group";
  DROP TYPE "public"."enum__certificates_v_version_status";
  DROP TYPE "public"."enum__certificates_v_published_locale";
  DROP TYPE "public"."enum_test_reports_status";
  DROP TYPE "public"."enum__test_reports_v_version_status";
  DROP TYPE "public"."enum__test_reports_v_published_locale";
  DROP TYPE "public"."enum_history_entries_status";
  DROP TYPE "public"."enum__history_entries_v_version_status";
  DROP TYPE "public"."enum__history_entries_v_published_locale";
  DROP TYPE "public"."enum_exhibitions_status";
  DROP TYPE "public"."enum__exhibitions_v_version_status";
  DROP TYPE "public"."enum__exhibitions_v_published_locale";
  DROP TYPE "public"."enum_news_categories_language";
  DROP TYPE "public"."enum_news_categories_status";
  DROP TYPE "public"."enum__news_categories_v_version_language";
  DROP TYPE "public"."enum__news_categories_v_version_status";
  DROP TYPE "public"."enum__news_categories_v_published_locale";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_job_openings_employment_type";
  DROP TYPE "public"."enum_job_openings_status";
  DROP TYPE "public"."enum__job_openings_v_version_employment_type";
  DROP TYPE "public"."enum__job_openings_v_version_status";
  DROP TYPE "public"."enum__job_openings_v_published_locale";
  DROP TYPE "public"."enum_offices_contacts_kind";
  DROP TYPE "public"."enum_offices_status";
  DROP TYPE "public"."enum__offices_v_version_contacts_kind";
  DROP TYPE "public"."enum__offices_v_version_status";
  DROP TYPE "public"."enum__offices_v_published_locale";
  DROP TYPE "public"."enum_service_guarantees_status";
  DROP TYPE "public"."enum__service_guarantees_v_version_status";
  DROP TYPE "public"."enum__service_guarantees_v_published_locale";
  DROP TYPE "public"."enum_showroom_countries_status";
  DROP TYPE "public"."enum__showroom_countries_v_version_status";
  DROP TYPE "public"."enum__showroom_countries_v_published_locale";
  DROP TYPE "public"."enum_company_facts_status";
  DROP TYPE "public"."enum__company_facts_v_version_status";
  DROP TYPE "public"."enum__company_facts_v_published_locale";
  DROP TYPE "public"."enum_legal_pages_slug";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_slug";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum__legal_pages_v_published_locale";
  DROP TYPE "public"."enum_enquiries_type";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_locale";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_social_kind";
  DROP TYPE "public"."enum_site_settings_messaging_kind";
  DROP TYPE "public"."enum_site_settings_shops_slug";
  DROP TYPE "public"."enum_navigation_items_children_route";
  DROP TYPE "public"."enum_navigation_items_children_shop";
  DROP TYPE "public"."enum_navigation_items_route";
  DROP TYPE "public"."enum_qualification_page_groups_group";`)
}
