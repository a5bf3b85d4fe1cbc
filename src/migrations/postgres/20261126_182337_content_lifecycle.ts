import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_social_kind" AS ENUM('pinterest', 'youtube', 'facebook', 'instagram', 'alibaba', 'madeinchina', 'tmall', 'amazon', 'ebay');
  CREATE TYPE "public"."enum__site_settings_v_version_messaging_kind" AS ENUM('wechat', 'whatsapp');
  CREATE TYPE "public"."enum__site_settings_v_version_shops_slug" AS ENUM('product', 'sogood');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_items_children_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum__navigation_v_version_items_children_shop" AS ENUM('product', 'sogood');
  CREATE TYPE "public"."enum__navigation_v_version_items_route" AS ENUM('home', 'about', 'product', 'products', 'tailorism', 'slideshow', 'craft', 'case', 'certifiction', 'contact', 'teamwork', 'recruit', 'details', 'service', 'shop', 'news', 'search', 'impressum', 'privacy', 'accessibility');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_craft_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__craft_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__craft_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_case_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_qualification_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__qualification_page_v_version_groups_group" AS ENUM('standard', 'more', 'patent', 'honour', 'quality', 'testing');
  CREATE TYPE "public"."enum__qualification_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__qualification_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_service_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_recruit_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recruit_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recruit_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_product_centre_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_centre_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_centre_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_showcase_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showcase_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__showcase_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_news_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  CREATE TYPE "public"."enum_teamwork_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__teamwork_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__teamwork_page_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_site_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__site_settings_v_version_social_kind",
  	"url" varchar,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_social_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_messaging" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__site_settings_v_version_messaging_kind",
  	"qr_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_messaging_locales" (
  	"label" varchar,
  	"hint" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_shops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum__site_settings_v_version_shops_slug",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_shops_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version_filing_number" varchar,
  	"version_online_phone" varchar,
  	"version_complaints_phone" varchar,
  	"version_email" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_brand_name" varchar,
  	"version_tagline" varchar,
  	"version_sales_address_label" varchar,
  	"version_sales_address_address" varchar,
  	"version_factory_address_label" varchar,
  	"version_factory_address_address" varchar,
  	"version_copyright" varchar,
  	"version_online_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" "enum__navigation_v_version_items_children_route",
  	"shop" "enum__navigation_v_version_items_children_shop",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" "enum__navigation_v_version_items_route",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__navigation_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_page_v_version_why_choose_us_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_why_choose_us_points_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_design_concept_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_design_concept_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_showroom_image_id" integer,
  	"version_about_teaser_image_id" integer,
  	"version_trade_coverage_image_id" integer,
  	"version_seo_image_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_service_heading" varchar,
  	"version_showroom_heading" varchar,
  	"version_showroom_text" varchar,
  	"version_showroom_countries_heading" varchar,
  	"version_products_heading" varchar,
  	"version_products_text" varchar,
  	"version_why_choose_us_heading" varchar,
  	"version_about_teaser_heading" varchar,
  	"version_about_teaser_text" varchar,
  	"version_about_teaser_link_label" varchar,
  	"version_design_concept_heading" varchar,
  	"version_design_concept_text" varchar,
  	"version_trade_coverage_heading" varchar,
  	"version_trade_coverage_text" varchar,
  	"version_news_heading" varchar,
  	"version_news_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_slogans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_slogans_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_icon_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_icon_row_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"fact" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_image_id" integer,
  	"version_intro_image_id" integer,
  	"version_factory_image_id" integer,
  	"version_showroom_image_id" integer,
  	"version_seo_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_intro_heading" varchar,
  	"version_intro_text" varchar,
  	"version_history_heading" varchar,
  	"version_exhibitions_heading" varchar,
  	"version_factory_heading" varchar,
  	"version_factory_text" varchar,
  	"version_showroom_heading" varchar,
  	"version_showroom_text" varchar,
  	"version_coverage_heading" varchar,
  	"version_coverage_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_craft_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__craft_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__craft_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_craft_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__case_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_case_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_foreign_heading" varchar,
  	"version_china_heading" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_qualification_page_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum__qualification_page_v_version_groups_group",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_qualification_page_v_version_groups_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_qualification_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__qualification_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__qualification_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_qualification_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_test_reports_heading" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_service_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__service_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__service_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_service_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_hotline_heading" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recruit_page_v_version_why_join" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recruit_page_v_version_why_join_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recruit_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version_seo_image_id" integer,
  	"version__status" "enum__recruit_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recruit_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recruit_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_centre_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__product_centre_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__product_centre_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_product_centre_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_showcase_page_v_version_tailorism_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_showcase_page_v_version_tailorism_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_showcase_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_tailorism_image_id" integer,
  	"version_seo_image_id" integer,
  	"version__status" "enum__showcase_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__showcase_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_showcase_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_tailorism_heading" varchar,
  	"version_tailorism_text" varchar,
  	"version_slideshow_heading" varchar,
  	"version_slideshow_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__news_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_teamwork_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seo_image_id" integer,
  	"version__status" "enum__teamwork_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__teamwork_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_teamwork_page_v_locales" (
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_overseas_notice" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings_social" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings_social_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_messaging" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "site_settings_messaging" ALTER COLUMN "qr_id" DROP NOT NULL;
  ALTER TABLE "site_settings_messaging_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_shops" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "site_settings_shops" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings_shops_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "online_phone" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "sales_address_label" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "sales_address_address" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "factory_address_label" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "factory_address_address" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "copyright" DROP NOT NULL;
  ALTER TABLE "navigation_items_children_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "navigation_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_why_choose_us_points_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_design_concept_photos" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "showroom_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "products_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "why_choose_us_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "about_teaser_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "design_concept_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "trade_coverage_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "news_heading" DROP NOT NULL;
  ALTER TABLE "about_page_slogans_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_icon_row_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_stats" ALTER COLUMN "fact" DROP NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "intro_heading" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "factory_heading" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "showroom_heading" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "coverage_heading" DROP NOT NULL;
  ALTER TABLE "craft_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "case_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "qualification_page_groups" ALTER COLUMN "group" DROP NOT NULL;
  ALTER TABLE "qualification_page_groups_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "qualification_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "service_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "recruit_page_why_join_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "recruit_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "product_centre_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "showcase_page_tailorism_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "tailorism_heading" DROP NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "slideshow_heading" DROP NOT NULL;
  ALTER TABLE "news_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "teamwork_page_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_banners_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "product_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_product_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "technology_lines" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_technology_lines_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "cases" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_cases_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "certificates" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_certificates_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "test_reports" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_test_reports_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "history_entries" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_history_entries_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "exhibitions" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_exhibitions_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news_categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_categories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "job_openings" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_job_openings_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "offices" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_offices_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "service_guarantees" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_service_guarantees_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "showroom_countries" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_showroom_countries_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "company_facts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_company_facts_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "legal_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_redirects_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "navigation" ADD COLUMN "_status" "enum_navigation_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  ALTER TABLE "craft_page" ADD COLUMN "_status" "enum_craft_page_status" DEFAULT 'draft';
  ALTER TABLE "case_page" ADD COLUMN "_status" "enum_case_page_status" DEFAULT 'draft';
  ALTER TABLE "qualification_page" ADD COLUMN "_status" "enum_qualification_page_status" DEFAULT 'draft';
  ALTER TABLE "contact_page" ADD COLUMN "_status" "enum_contact_page_status" DEFAULT 'draft';
  ALTER TABLE "service_page" ADD COLUMN "_status" "enum_service_page_status" DEFAULT 'draft';
  ALTER TABLE "recruit_page" ADD COLUMN "_status" "enum_recruit_page_status" DEFAULT 'draft';
  ALTER TABLE "product_centre_page" ADD COLUMN "_status" "enum_product_centre_page_status" DEFAULT 'draft';
  ALTER TABLE "showcase_page" ADD COLUMN "_status" "enum_showcase_page_status" DEFAULT 'draft';
  ALTER TABLE "news_page" ADD COLUMN "_status" "enum_news_page_status" DEFAULT 'draft';
  ALTER TABLE "teamwork_page" ADD COLUMN "_status" "enum_teamwork_page_status" DEFAULT 'draft';
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social_locales" ADD CONSTRAINT "_site_settings_v_version_social_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_social"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_messaging" ADD CONSTRAINT "_site_settings_v_version_messaging_qr_id_media_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_messaging" ADD CONSTRAINT "_site_settings_v_version_messaging_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_messaging_locales" ADD CONSTRAINT "_site_settings_v_version_messaging_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_messaging"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_shops" ADD CONSTRAINT "_site_settings_v_version_shops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_shops_locales" ADD CONSTRAINT "_site_settings_v_version_shops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_children" ADD CONSTRAINT "_navigation_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_children_locales" ADD CONSTRAINT "_navigation_v_version_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_locales" ADD CONSTRAINT "_navigation_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_why_choose_us_points" ADD CONSTRAINT "_home_page_v_version_why_choose_us_points_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_why_choose_us_points" ADD CONSTRAINT "_home_page_v_version_why_choose_us_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_why_choose_us_points_locales" ADD CONSTRAINT "_home_page_v_version_why_choose_us_points_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_why_choose_us_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_design_concept_photos" ADD CONSTRAINT "_home_page_v_version_design_concept_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_design_concept_photos" ADD CONSTRAINT "_home_page_v_version_design_concept_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_design_concept_photos_locales" ADD CONSTRAINT "_home_page_v_version_design_concept_photos_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_design_concept_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_showroom_image_id_media_id_fk" FOREIGN KEY ("version_showroom_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_about_teaser_image_id_media_id_fk" FOREIGN KEY ("version_about_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_trade_coverage_image_id_media_id_fk" FOREIGN KEY ("version_trade_coverage_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_slogans" ADD CONSTRAINT "_about_page_v_version_slogans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_slogans_locales" ADD CONSTRAINT "_about_page_v_version_slogans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_slogans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_icon_row" ADD CONSTRAINT "_about_page_v_version_icon_row_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_icon_row" ADD CONSTRAINT "_about_page_v_version_icon_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_icon_row_locales" ADD CONSTRAINT "_about_page_v_version_icon_row_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_icon_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats" ADD CONSTRAINT "_about_page_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats_locales" ADD CONSTRAINT "_about_page_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_intro_image_id_media_id_fk" FOREIGN KEY ("version_intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_factory_image_id_media_id_fk" FOREIGN KEY ("version_factory_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_showroom_image_id_media_id_fk" FOREIGN KEY ("version_showroom_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_craft_page_v" ADD CONSTRAINT "_craft_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_craft_page_v_locales" ADD CONSTRAINT "_craft_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_craft_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_page_v" ADD CONSTRAINT "_case_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_page_v_locales" ADD CONSTRAINT "_case_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_qualification_page_v_version_groups" ADD CONSTRAINT "_qualification_page_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_qualification_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_qualification_page_v_version_groups_locales" ADD CONSTRAINT "_qualification_page_v_version_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_qualification_page_v_version_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_qualification_page_v" ADD CONSTRAINT "_qualification_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_qualification_page_v_locales" ADD CONSTRAINT "_qualification_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_qualification_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v_locales" ADD CONSTRAINT "_contact_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_page_v" ADD CONSTRAINT "_service_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_page_v_locales" ADD CONSTRAINT "_service_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recruit_page_v_version_why_join" ADD CONSTRAINT "_recruit_page_v_version_why_join_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recruit_page_v_version_why_join" ADD CONSTRAINT "_recruit_page_v_version_why_join_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recruit_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recruit_page_v_version_why_join_locales" ADD CONSTRAINT "_recruit_page_v_version_why_join_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recruit_page_v_version_why_join"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recruit_page_v" ADD CONSTRAINT "_recruit_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recruit_page_v" ADD CONSTRAINT "_recruit_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recruit_page_v_locales" ADD CONSTRAINT "_recruit_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recruit_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_centre_page_v" ADD CONSTRAINT "_product_centre_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_centre_page_v_locales" ADD CONSTRAINT "_product_centre_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_centre_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_page_v_version_tailorism_steps" ADD CONSTRAINT "_showcase_page_v_version_tailorism_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_page_v_version_tailorism_steps_locales" ADD CONSTRAINT "_showcase_page_v_version_tailorism_steps_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_page_v_version_tailorism_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_showcase_page_v" ADD CONSTRAINT "_showcase_page_v_version_tailorism_image_id_media_id_fk" FOREIGN KEY ("version_tailorism_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_page_v" ADD CONSTRAINT "_showcase_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_showcase_page_v_locales" ADD CONSTRAINT "_showcase_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_showcase_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_page_v" ADD CONSTRAINT "_news_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_page_v_locales" ADD CONSTRAINT "_news_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_teamwork_page_v" ADD CONSTRAINT "_teamwork_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_teamwork_page_v_locales" ADD CONSTRAINT "_teamwork_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_teamwork_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_social_order_idx" ON "_site_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_parent_id_idx" ON "_site_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_social_icon_idx" ON "_site_settings_v_version_social" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_social_locales_locale_parent_id_uni" ON "_site_settings_v_version_social_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_messaging_order_idx" ON "_site_settings_v_version_messaging" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_messaging_parent_id_idx" ON "_site_settings_v_version_messaging" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_messaging_qr_idx" ON "_site_settings_v_version_messaging" USING btree ("qr_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_messaging_locales_locale_parent_id_" ON "_site_settings_v_version_messaging_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_shops_order_idx" ON "_site_settings_v_version_shops" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_shops_parent_id_idx" ON "_site_settings_v_version_shops" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_shops_locales_locale_parent_id_uniq" ON "_site_settings_v_version_shops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_children_order_idx" ON "_navigation_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_children_parent_id_idx" ON "_navigation_v_version_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_children_locales_locale_parent_i" ON "_navigation_v_version_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_locales_locale_parent_id_unique" ON "_navigation_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_snapshot_idx" ON "_navigation_v" USING btree ("snapshot");
  CREATE INDEX "_navigation_v_published_locale_idx" ON "_navigation_v" USING btree ("published_locale");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_version_why_choose_us_points_order_idx" ON "_home_page_v_version_why_choose_us_points" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_why_choose_us_points_parent_id_idx" ON "_home_page_v_version_why_choose_us_points" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_why_choose_us_points_icon_idx" ON "_home_page_v_version_why_choose_us_points" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_home_page_v_version_why_choose_us_points_locales_locale_par" ON "_home_page_v_version_why_choose_us_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_design_concept_photos_order_idx" ON "_home_page_v_version_design_concept_photos" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_design_concept_photos_parent_id_idx" ON "_home_page_v_version_design_concept_photos" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_design_concept_photos_image_idx" ON "_home_page_v_version_design_concept_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_design_concept_photos_locales_locale_pa" ON "_home_page_v_version_design_concept_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_showroom_version_showroom_image_idx" ON "_home_page_v" USING btree ("version_showroom_image_id");
  CREATE INDEX "_home_page_v_version_about_teaser_version_about_teaser_i_idx" ON "_home_page_v" USING btree ("version_about_teaser_image_id");
  CREATE INDEX "_home_page_v_version_trade_coverage_version_trade_covera_idx" ON "_home_page_v" USING btree ("version_trade_coverage_image_id");
  CREATE INDEX "_home_page_v_version_seo_version_seo_image_idx" ON "_home_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_slogans_order_idx" ON "_about_page_v_version_slogans" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_slogans_parent_id_idx" ON "_about_page_v_version_slogans" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_slogans_locales_locale_parent_id_uniqu" ON "_about_page_v_version_slogans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_icon_row_order_idx" ON "_about_page_v_version_icon_row" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_icon_row_parent_id_idx" ON "_about_page_v_version_icon_row" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_icon_row_icon_idx" ON "_about_page_v_version_icon_row" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_about_page_v_version_icon_row_locales_locale_parent_id_uniq" ON "_about_page_v_version_icon_row_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_stats_order_idx" ON "_about_page_v_version_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_stats_parent_id_idx" ON "_about_page_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_stats_locales_locale_parent_id_unique" ON "_about_page_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version_banner_image_idx" ON "_about_page_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_about_page_v_version_intro_version_intro_image_idx" ON "_about_page_v" USING btree ("version_intro_image_id");
  CREATE INDEX "_about_page_v_version_factory_version_factory_image_idx" ON "_about_page_v" USING btree ("version_factory_image_id");
  CREATE INDEX "_about_page_v_version_showroom_version_showroom_image_idx" ON "_about_page_v" USING btree ("version_showroom_image_id");
  CREATE INDEX "_about_page_v_version_seo_version_seo_image_idx" ON "_about_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_craft_page_v_version_seo_version_seo_image_idx" ON "_craft_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_craft_page_v_version_version__status_idx" ON "_craft_page_v" USING btree ("version__status");
  CREATE INDEX "_craft_page_v_created_at_idx" ON "_craft_page_v" USING btree ("created_at");
  CREATE INDEX "_craft_page_v_updated_at_idx" ON "_craft_page_v" USING btree ("updated_at");
  CREATE INDEX "_craft_page_v_snapshot_idx" ON "_craft_page_v" USING btree ("snapshot");
  CREATE INDEX "_craft_page_v_published_locale_idx" ON "_craft_page_v" USING btree ("published_locale");
  CREATE INDEX "_craft_page_v_latest_idx" ON "_craft_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_craft_page_v_locales_locale_parent_id_unique" ON "_craft_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_page_v_version_seo_version_seo_image_idx" ON "_case_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_case_page_v_version_version__status_idx" ON "_case_page_v" USING btree ("version__status");
  CREATE INDEX "_case_page_v_created_at_idx" ON "_case_page_v" USING btree ("created_at");
  CREATE INDEX "_case_page_v_updated_at_idx" ON "_case_page_v" USING btree ("updated_at");
  CREATE INDEX "_case_page_v_snapshot_idx" ON "_case_page_v" USING btree ("snapshot");
  CREATE INDEX "_case_page_v_published_locale_idx" ON "_case_page_v" USING btree ("published_locale");
  CREATE INDEX "_case_page_v_latest_idx" ON "_case_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_case_page_v_locales_locale_parent_id_unique" ON "_case_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_qualification_page_v_version_groups_order_idx" ON "_qualification_page_v_version_groups" USING btree ("_order");
  CREATE INDEX "_qualification_page_v_version_groups_parent_id_idx" ON "_qualification_page_v_version_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_qualification_page_v_version_groups_locales_locale_parent_i" ON "_qualification_page_v_version_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_qualification_page_v_version_seo_version_seo_image_idx" ON "_qualification_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_qualification_page_v_version_version__status_idx" ON "_qualification_page_v" USING btree ("version__status");
  CREATE INDEX "_qualification_page_v_created_at_idx" ON "_qualification_page_v" USING btree ("created_at");
  CREATE INDEX "_qualification_page_v_updated_at_idx" ON "_qualification_page_v" USING btree ("updated_at");
  CREATE INDEX "_qualification_page_v_snapshot_idx" ON "_qualification_page_v" USING btree ("snapshot");
  CREATE INDEX "_qualification_page_v_published_locale_idx" ON "_qualification_page_v" USING btree ("published_locale");
  CREATE INDEX "_qualification_page_v_latest_idx" ON "_qualification_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_qualification_page_v_locales_locale_parent_id_unique" ON "_qualification_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_page_v_version_seo_version_seo_image_idx" ON "_contact_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_snapshot_idx" ON "_contact_page_v" USING btree ("snapshot");
  CREATE INDEX "_contact_page_v_published_locale_idx" ON "_contact_page_v" USING btree ("published_locale");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_contact_page_v_locales_locale_parent_id_unique" ON "_contact_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_service_page_v_version_seo_version_seo_image_idx" ON "_service_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_service_page_v_version_version__status_idx" ON "_service_page_v" USING btree ("version__status");
  CREATE INDEX "_service_page_v_created_at_idx" ON "_service_page_v" USING btree ("created_at");
  CREATE INDEX "_service_page_v_updated_at_idx" ON "_service_page_v" USING btree ("updated_at");
  CREATE INDEX "_service_page_v_snapshot_idx" ON "_service_page_v" USING btree ("snapshot");
  CREATE INDEX "_service_page_v_published_locale_idx" ON "_service_page_v" USING btree ("published_locale");
  CREATE INDEX "_service_page_v_latest_idx" ON "_service_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_service_page_v_locales_locale_parent_id_unique" ON "_service_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recruit_page_v_version_why_join_order_idx" ON "_recruit_page_v_version_why_join" USING btree ("_order");
  CREATE INDEX "_recruit_page_v_version_why_join_parent_id_idx" ON "_recruit_page_v_version_why_join" USING btree ("_parent_id");
  CREATE INDEX "_recruit_page_v_version_why_join_icon_idx" ON "_recruit_page_v_version_why_join" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_recruit_page_v_version_why_join_locales_locale_parent_id_un" ON "_recruit_page_v_version_why_join_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recruit_page_v_version_version_image_idx" ON "_recruit_page_v" USING btree ("version_image_id");
  CREATE INDEX "_recruit_page_v_version_seo_version_seo_image_idx" ON "_recruit_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_recruit_page_v_version_version__status_idx" ON "_recruit_page_v" USING btree ("version__status");
  CREATE INDEX "_recruit_page_v_created_at_idx" ON "_recruit_page_v" USING btree ("created_at");
  CREATE INDEX "_recruit_page_v_updated_at_idx" ON "_recruit_page_v" USING btree ("updated_at");
  CREATE INDEX "_recruit_page_v_snapshot_idx" ON "_recruit_page_v" USING btree ("snapshot");
  CREATE INDEX "_recruit_page_v_published_locale_idx" ON "_recruit_page_v" USING btree ("published_locale");
  CREATE INDEX "_recruit_page_v_latest_idx" ON "_recruit_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recruit_page_v_locales_locale_parent_id_unique" ON "_recruit_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_centre_page_v_version_seo_version_seo_image_idx" ON "_product_centre_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_product_centre_page_v_version_version__status_idx" ON "_product_centre_page_v" USING btree ("version__status");
  CREATE INDEX "_product_centre_page_v_created_at_idx" ON "_product_centre_page_v" USING btree ("created_at");
  CREATE INDEX "_product_centre_page_v_updated_at_idx" ON "_product_centre_page_v" USING btree ("updated_at");
  CREATE INDEX "_product_centre_page_v_snapshot_idx" ON "_product_centre_page_v" USING btree ("snapshot");
  CREATE INDEX "_product_centre_page_v_published_locale_idx" ON "_product_centre_page_v" USING btree ("published_locale");
  CREATE INDEX "_product_centre_page_v_latest_idx" ON "_product_centre_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_product_centre_page_v_locales_locale_parent_id_unique" ON "_product_centre_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_showcase_page_v_version_tailorism_steps_order_idx" ON "_showcase_page_v_version_tailorism_steps" USING btree ("_order");
  CREATE INDEX "_showcase_page_v_version_tailorism_steps_parent_id_idx" ON "_showcase_page_v_version_tailorism_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_showcase_page_v_version_tailorism_steps_locales_locale_pare" ON "_showcase_page_v_version_tailorism_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_showcase_page_v_version_tailorism_version_tailorism_ima_idx" ON "_showcase_page_v" USING btree ("version_tailorism_image_id");
  CREATE INDEX "_showcase_page_v_version_seo_version_seo_image_idx" ON "_showcase_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_showcase_page_v_version_version__status_idx" ON "_showcase_page_v" USING btree ("version__status");
  CREATE INDEX "_showcase_page_v_created_at_idx" ON "_showcase_page_v" USING btree ("created_at");
  CREATE INDEX "_showcase_page_v_updated_at_idx" ON "_showcase_page_v" USING btree ("updated_at");
  CREATE INDEX "_showcase_page_v_snapshot_idx" ON "_showcase_page_v" USING btree ("snapshot");
  CREATE INDEX "_showcase_page_v_published_locale_idx" ON "_showcase_page_v" USING btree ("published_locale");
  CREATE INDEX "_showcase_page_v_latest_idx" ON "_showcase_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_showcase_page_v_locales_locale_parent_id_unique" ON "_showcase_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_page_v_version_seo_version_seo_image_idx" ON "_news_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_news_page_v_version_version__status_idx" ON "_news_page_v" USING btree ("version__status");
  CREATE INDEX "_news_page_v_created_at_idx" ON "_news_page_v" USING btree ("created_at");
  CREATE INDEX "_news_page_v_updated_at_idx" ON "_news_page_v" USING btree ("updated_at");
  CREATE INDEX "_news_page_v_snapshot_idx" ON "_news_page_v" USING btree ("snapshot");
  CREATE INDEX "_news_page_v_published_locale_idx" ON "_news_page_v" USING btree ("published_locale");
  CREATE INDEX "_news_page_v_latest_idx" ON "_news_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_page_v_locales_locale_parent_id_unique" ON "_news_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_teamwork_page_v_version_seo_version_seo_image_idx" ON "_teamwork_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_teamwork_page_v_version_version__status_idx" ON "_teamwork_page_v" USING btree ("version__status");
  CREATE INDEX "_teamwork_page_v_created_at_idx" ON "_teamwork_page_v" USING btree ("created_at");
  CREATE INDEX "_teamwork_page_v_updated_at_idx" ON "_teamwork_page_v" USING btree ("updated_at");
  CREATE INDEX "_teamwork_page_v_snapshot_idx" ON "_teamwork_page_v" USING btree ("snapshot");
  CREATE INDEX "_teamwork_page_v_published_locale_idx" ON "_teamwork_page_v" USING btree ("published_locale");
  CREATE INDEX "_teamwork_page_v_latest_idx" ON "_teamwork_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_teamwork_page_v_locales_locale_parent_id_unique" ON "_teamwork_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_deleted_at_idx" ON "banners" USING btree ("deleted_at");
  CREATE INDEX "_banners_v_version_version_deleted_at_idx" ON "_banners_v" USING btree ("version_deleted_at");
  CREATE INDEX "product_categories_deleted_at_idx" ON "product_categories" USING btree ("deleted_at");
  CREATE INDEX "_product_categories_v_version_version_deleted_at_idx" ON "_product_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "products_deleted_at_idx" ON "products" USING btree ("deleted_at");
  CREATE INDEX "_products_v_version_version_deleted_at_idx" ON "_products_v" USING btree ("version_deleted_at");
  CREATE INDEX "technology_lines_deleted_at_idx" ON "technology_lines" USING btree ("deleted_at");
  CREATE INDEX "_technology_lines_v_version_version_deleted_at_idx" ON "_technology_lines_v" USING btree ("version_deleted_at");
  CREATE INDEX "cases_deleted_at_idx" ON "cases" USING btree ("deleted_at");
  CREATE INDEX "_cases_v_version_version_deleted_at_idx" ON "_cases_v" USING btree ("version_deleted_at");
  CREATE INDEX "certificates_deleted_at_idx" ON "certificates" USING btree ("deleted_at");
  CREATE INDEX "_certificates_v_version_version_deleted_at_idx" ON "_certificates_v" USING btree ("version_deleted_at");
  CREATE INDEX "test_reports_deleted_at_idx" ON "test_reports" USING btree ("deleted_at");
  CREATE INDEX "_test_reports_v_version_version_deleted_at_idx" ON "_test_reports_v" USING btree ("version_deleted_at");
  CREATE INDEX "history_entries_deleted_at_idx" ON "history_entries" USING btree ("deleted_at");
  CREATE INDEX "_history_entries_v_version_version_deleted_at_idx" ON "_history_entries_v" USING btree ("version_deleted_at");
  CREATE INDEX "exhibitions_deleted_at_idx" ON "exhibitions" USING btree ("deleted_at");
  CREATE INDEX "_exhibitions_v_version_version_deleted_at_idx" ON "_exhibitions_v" USING btree ("version_deleted_at");
  CREATE INDEX "news_categories_deleted_at_idx" ON "news_categories" USING btree ("deleted_at");
  CREATE INDEX "_news_categories_v_version_version_deleted_at_idx" ON "_news_categories_v" USING btree ("version_deleted_at");
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "job_openings_deleted_at_idx" ON "job_openings" USING btree ("deleted_at");
  CREATE INDEX "_job_openings_v_version_version_deleted_at_idx" ON "_job_openings_v" USING btree ("version_deleted_at");
  CREATE INDEX "offices_deleted_at_idx" ON "offices" USING btree ("deleted_at");
  CREATE INDEX "_offices_v_version_version_deleted_at_idx" ON "_offices_v" USING btree ("version_deleted_at");
  CREATE INDEX "service_guarantees_deleted_at_idx" ON "service_guarantees" USING btree ("deleted_at");
  CREATE INDEX "_service_guarantees_v_version_version_deleted_at_idx" ON "_service_guarantees_v" USING btree ("version_deleted_at");
  CREATE INDEX "showroom_countries_deleted_at_idx" ON "showroom_countries" USING btree ("deleted_at");
  CREATE INDEX "_showroom_countries_v_version_version_deleted_at_idx" ON "_showroom_countries_v" USING btree ("version_deleted_at");
  CREATE INDEX "company_facts_deleted_at_idx" ON "company_facts" USING btree ("deleted_at");
  CREATE INDEX "_company_facts_v_version_version_deleted_at_idx" ON "_company_facts_v" USING btree ("version_deleted_at");
  CREATE INDEX "legal_pages_deleted_at_idx" ON "legal_pages" USING btree ("deleted_at");
  CREATE INDEX "_legal_pages_v_version_version_deleted_at_idx" ON "_legal_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "redirects_deleted_at_idx" ON "redirects" USING btree ("deleted_at");
  CREATE INDEX "_redirects_v_version_version_deleted_at_idx" ON "_redirects_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "craft_page__status_idx" ON "craft_page" USING btree ("_status");
  CREATE INDEX "case_page__status_idx" ON "case_page" USING btree ("_status");
  CREATE INDEX "qualification_page__status_idx" ON "qualification_page" USING btree ("_status");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "service_page__status_idx" ON "service_page" USING btree ("_status");
  CREATE INDEX "recruit_page__status_idx" ON "recruit_page" USING btree ("_status");
  CREATE INDEX "product_centre_page__status_idx" ON "product_centre_page" USING btree ("_status");
  CREATE INDEX "showcase_page__status_idx" ON "showcase_page" USING btree ("_status");
  CREATE INDEX "news_page__status_idx" ON "news_page" USING btree ("_status");
  CREATE INDEX "teamwork_page__status_idx" ON "teamwork_page" USING btree ("_status");`)
  // The globals visitors saw before they kept drafts are published: the live site does not change.
  await db.execute(sql`
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "navigation" SET "_status" = 'published';
  UPDATE "home_page" SET "_status" = 'published';
  UPDATE "about_page" SET "_status" = 'published';
  UPDATE "craft_page" SET "_status" = 'published';
  UPDATE "case_page" SET "_status" = 'published';
  UPDATE "qualification_page" SET "_status" = 'published';
  UPDATE "contact_page" SET "_status" = 'published';
  UPDATE "service_page" SET "_status" = 'published';
  UPDATE "recruit_page" SET "_status" = 'published';
  UPDATE "product_centre_page" SET "_status" = 'published';
  UPDATE "showcase_page" SET "_status" = 'published';
  UPDATE "news_page" SET "_status" = 'published';
  UPDATE "teamwork_page" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_messaging" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_messaging_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_shops_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_why_choose_us_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_why_choose_us_points_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_design_concept_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_design_concept_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_slogans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_slogans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_icon_row" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_icon_row_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_craft_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_craft_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_qualification_page_v_version_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_qualification_page_v_version_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_qualification_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_qualification_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recruit_page_v_version_why_join" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recruit_page_v_version_why_join_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recruit_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recruit_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_centre_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_product_centre_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_page_v_version_tailorism_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_page_v_version_tailorism_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_showcase_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teamwork_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teamwork_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_social" CASCADE;
  DROP TABLE "_site_settings_v_version_social_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_messaging" CASCADE;
  DROP TABLE "_site_settings_v_version_messaging_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_shops" CASCADE;
  DROP TABLE "_site_settings_v_version_shops_locales" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items_children" CASCADE;
  DROP TABLE "_navigation_v_version_items_children_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v_version_items_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_home_page_v_version_why_choose_us_points" CASCADE;
  DROP TABLE "_home_page_v_version_why_choose_us_points_locales" CASCADE;
  DROP TABLE "_home_page_v_version_design_concept_photos" CASCADE;
  DROP TABLE "_home_page_v_version_design_concept_photos_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_slogans" CASCADE;
  DROP TABLE "_about_page_v_version_slogans_locales" CASCADE;
  DROP TABLE "_about_page_v_version_icon_row" CASCADE;
  DROP TABLE "_about_page_v_version_icon_row_locales" CASCADE;
  DROP TABLE "_about_page_v_version_stats" CASCADE;
  DROP TABLE "_about_page_v_version_stats_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "_craft_page_v" CASCADE;
  DROP TABLE "_craft_page_v_locales" CASCADE;
  DROP TABLE "_case_page_v" CASCADE;
  DROP TABLE "_case_page_v_locales" CASCADE;
  DROP TABLE "_qualification_page_v_version_groups" CASCADE;
  DROP TABLE "_qualification_page_v_version_groups_locales" CASCADE;
  DROP TABLE "_qualification_page_v" CASCADE;
  DROP TABLE "_qualification_page_v_locales" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "_contact_page_v_locales" CASCADE;
  DROP TABLE "_service_page_v" CASCADE;
  DROP TABLE "_service_page_v_locales" CASCADE;
  DROP TABLE "_recruit_page_v_version_why_join" CASCADE;
  DROP TABLE "_recruit_page_v_version_why_join_locales" CASCADE;
  DROP TABLE "_recruit_page_v" CASCADE;
  DROP TABLE "_recruit_page_v_locales" CASCADE;
  DROP TABLE "_product_centre_page_v" CASCADE;
  DROP TABLE "_product_centre_page_v_locales" CASCADE;
  DROP TABLE "_showcase_page_v_version_tailorism_steps" CASCADE;
  DROP TABLE "_showcase_page_v_version_tailorism_steps_locales" CASCADE;
  DROP TABLE "_showcase_page_v" CASCADE;
  DROP TABLE "_showcase_page_v_locales" CASCADE;
  DROP TABLE "_news_page_v" CASCADE;
  DROP TABLE "_news_page_v_locales" CASCADE;
  DROP TABLE "_teamwork_page_v" CASCADE;
  DROP TABLE "_teamwork_page_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'closeOpening');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiryMail', 'enquiryRetention', 'closeOpening');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "banners_deleted_at_idx";
  DROP INDEX "_banners_v_version_version_deleted_at_idx";
  DROP INDEX "product_categories_deleted_at_idx";
  DROP INDEX "_product_categories_v_version_version_deleted_at_idx";
  DROP INDEX "products_deleted_at_idx";
  DROP INDEX "_products_v_version_version_deleted_at_idx";
  DROP INDEX "technology_lines_deleted_at_idx";
  DROP INDEX "_technology_lines_v_version_version_deleted_at_idx";
  DROP INDEX "cases_deleted_at_idx";
  DROP INDEX "_cases_v_version_version_deleted_at_idx";
  DROP INDEX "certificates_deleted_at_idx";
  DROP INDEX "_certificates_v_version_version_deleted_at_idx";
  DROP INDEX "test_reports_deleted_at_idx";
  DROP INDEX "_test_reports_v_version_version_deleted_at_idx";
  DROP INDEX "history_entries_deleted_at_idx";
  DROP INDEX "_history_entries_v_version_version_deleted_at_idx";
  DROP INDEX "exhibitions_deleted_at_idx";
  DROP INDEX "_exhibitions_v_version_version_deleted_at_idx";
  DROP INDEX "news_categories_deleted_at_idx";
  DROP INDEX "_news_categories_v_version_version_deleted_at_idx";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "job_openings_deleted_at_idx";
  DROP INDEX "_job_openings_v_version_version_deleted_at_idx";
  DROP INDEX "offices_deleted_at_idx";
  DROP INDEX "_offices_v_version_version_deleted_at_idx";
  DROP INDEX "service_guarantees_deleted_at_idx";
  DROP INDEX "_service_guarantees_v_version_version_deleted_at_idx";
  DROP INDEX "showroom_countries_deleted_at_idx";
  DROP INDEX "_showroom_countries_v_version_version_deleted_at_idx";
  DROP INDEX "company_facts_deleted_at_idx";
  DROP INDEX "_company_facts_v_version_version_deleted_at_idx";
  DROP INDEX "legal_pages_deleted_at_idx";
  DROP INDEX "_legal_pages_v_version_version_deleted_at_idx";
  DROP INDEX "redirects_deleted_at_idx";
  DROP INDEX "_redirects_v_version_version_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "navigation__status_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "about_page__status_idx";
  DROP INDEX "craft_page__status_idx";
  DROP INDEX "case_page__status_idx";
  DROP INDEX "qualification_page__status_idx";
  DROP INDEX "contact_page__status_idx";
  DROP INDEX "service_page__status_idx";
  DROP INDEX "recruit_page__status_idx";
  DROP INDEX "product_centre_page__status_idx";
  DROP INDEX "showcase_page__status_idx";
  DROP INDEX "news_page__status_idx";
  DROP INDEX "teamwork_page__status_idx";
  ALTER TABLE "site_settings_social" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings_social_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_messaging" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "site_settings_messaging" ALTER COLUMN "qr_id" SET NOT NULL;
  ALTER TABLE "site_settings_messaging_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_shops" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "site_settings_shops" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings_shops_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "online_phone" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "sales_address_label" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "sales_address_address" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "factory_address_label" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "factory_address_address" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "copyright" SET NOT NULL;
  ALTER TABLE "navigation_items_children_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "navigation_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_why_choose_us_points_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_design_concept_photos" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "showroom_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "products_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "why_choose_us_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "about_teaser_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "design_concept_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "trade_coverage_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "news_heading" SET NOT NULL;
  ALTER TABLE "about_page_slogans_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_icon_row_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_stats" ALTER COLUMN "fact" SET NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "intro_heading" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "factory_heading" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "showroom_heading" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "coverage_heading" SET NOT NULL;
  ALTER TABLE "craft_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "case_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "qualification_page_groups" ALTER COLUMN "group" SET NOT NULL;
  ALTER TABLE "qualification_page_groups_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "qualification_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "contact_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "service_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "recruit_page_why_join_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "recruit_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "product_centre_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "showcase_page_tailorism_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "tailorism_heading" SET NOT NULL;
  ALTER TABLE "showcase_page_locales" ALTER COLUMN "slideshow_heading" SET NOT NULL;
  ALTER TABLE "news_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "teamwork_page_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "deleted_at";
  ALTER TABLE "_banners_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "product_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_product_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "products" DROP COLUMN "deleted_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "technology_lines" DROP COLUMN "deleted_at";
  ALTER TABLE "_technology_lines_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "cases" DROP COLUMN "deleted_at";
  ALTER TABLE "_cases_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "certificates" DROP COLUMN "deleted_at";
  ALTER TABLE "_certificates_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "test_reports" DROP COLUMN "deleted_at";
  ALTER TABLE "_test_reports_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "history_entries" DROP COLUMN "deleted_at";
  ALTER TABLE "_history_entries_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "exhibitions" DROP COLUMN "deleted_at";
  ALTER TABLE "_exhibitions_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "news_categories" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_categories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "job_openings" DROP COLUMN "deleted_at";
  ALTER TABLE "_job_openings_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "offices" DROP COLUMN "deleted_at";
  ALTER TABLE "_offices_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "service_guarantees" DROP COLUMN "deleted_at";
  ALTER TABLE "_service_guarantees_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "showroom_countries" DROP COLUMN "deleted_at";
  ALTER TABLE "_showroom_countries_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "company_facts" DROP COLUMN "deleted_at";
  ALTER TABLE "_company_facts_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "legal_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "redirects" DROP COLUMN "deleted_at";
  ALTER TABLE "_redirects_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "navigation" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "craft_page" DROP COLUMN "_status";
  ALTER TABLE "case_page" DROP COLUMN "_status";
  ALTER TABLE "qualification_page" DROP COLUMN "_status";
  ALTER TABLE "contact_page" DROP COLUMN "_status";
  ALTER TABLE "service_page" DROP COLUMN "_status";
  ALTER TABLE "recruit_page" DROP COLUMN "_status";
  ALTER TABLE "product_centre_page" DROP COLUMN "_status";
  ALTER TABLE "showcase_page" DROP COLUMN "_status";
  ALTER TABLE "news_page" DROP COLUMN "_status";
  ALTER TABLE "teamwork_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_social_kind";
  DROP TYPE "public"."enum__site_settings_v_version_messaging_kind";
  DROP TYPE "public"."enum__site_settings_v_version_shops_slug";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_items_children_route";
  DROP TYPE "public"."enum__navigation_v_version_items_children_shop";
  DROP TYPE "public"."enum__navigation_v_version_items_route";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum__navigation_v_published_locale";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_craft_page_status";
  DROP TYPE "public"."enum__craft_page_v_version_status";
  DROP TYPE "public"."enum__craft_page_v_published_locale";
  DROP TYPE "public"."enum_case_page_status";
  DROP TYPE "public"."enum__case_page_v_version_status";
  DROP TYPE "public"."enum__case_page_v_published_locale";
  DROP TYPE "public"."enum_qualification_page_status";
  DROP TYPE "public"."enum__qualification_page_v_version_groups_group";
  DROP TYPE "public"."enum__qualification_page_v_version_status";
  DROP TYPE "public"."enum__qualification_page_v_published_locale";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum__contact_page_v_published_locale";
  DROP TYPE "public"."enum_service_page_status";
  DROP TYPE "public"."enum__service_page_v_version_status";
  DROP TYPE "public"."enum__service_page_v_published_locale";
  DROP TYPE "public"."enum_recruit_page_status";
  DROP TYPE "public"."enum__recruit_page_v_version_status";
  DROP TYPE "public"."enum__recruit_page_v_published_locale";
  DROP TYPE "public"."enum_product_centre_page_status";
  DROP TYPE "public"."enum__product_centre_page_v_version_status";
  DROP TYPE "public"."enum__product_centre_page_v_published_locale";
  DROP TYPE "public"."enum_showcase_page_status";
  DROP TYPE "public"."enum__showcase_page_v_version_status";
  DROP TYPE "public"."enum__showcase_page_v_published_locale";
  DROP TYPE "public"."enum_news_page_status";
  DROP TYPE "public"."enum__news_page_v_version_status";
  DROP TYPE "public"."enum__news_page_v_published_locale";
  DROP TYPE "public"."enum_teamwork_page_status";
  DROP TYPE "public"."enum__teamwork_page_v_version_status";
  DROP TYPE "public"."enum__teamwork_page_v_published_locale";`)
}
