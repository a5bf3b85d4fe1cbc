import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`url\` text,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_order_idx\` ON \`_site_settings_v_version_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_parent_id_idx\` ON \`_site_settings_v_version_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_icon_idx\` ON \`_site_settings_v_version_social\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_social_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_social\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_social_locales_locale_parent_id_uni\` ON \`_site_settings_v_version_social_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_messaging\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`qr_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_messaging_order_idx\` ON \`_site_settings_v_version_messaging\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_messaging_parent_id_idx\` ON \`_site_settings_v_version_messaging\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_messaging_qr_idx\` ON \`_site_settings_v_version_messaging\` (\`qr_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_messaging_locales\` (
  	\`label\` text,
  	\`hint\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_messaging\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_messaging_locales_locale_parent_id_\` ON \`_site_settings_v_version_messaging_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_shops_order_idx\` ON \`_site_settings_v_version_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_shops_parent_id_idx\` ON \`_site_settings_v_version_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_shops_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_shops_locales_locale_parent_id_uniq\` ON \`_site_settings_v_version_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_filing_number\` text,
  	\`version_online_phone\` text,
  	\`version_complaints_phone\` text,
  	\`version_email\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_brand_name\` text,
  	\`version_tagline\` text,
  	\`version_sales_address_label\` text,
  	\`version_sales_address_address\` text,
  	\`version_factory_address_label\` text,
  	\`version_factory_address_address\` text,
  	\`version_copyright\` text,
  	\`version_online_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text,
  	\`shop\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_children_order_idx\` ON \`_navigation_v_version_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_children_parent_id_idx\` ON \`_navigation_v_version_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_children_locales_locale_parent_i\` ON \`_navigation_v_version_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`route\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_locales_locale_parent_id_unique\` ON \`_navigation_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_why_choose_us_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_why_choose_us_points_order_idx\` ON \`_home_page_v_version_why_choose_us_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_why_choose_us_points_parent_id_idx\` ON \`_home_page_v_version_why_choose_us_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_why_choose_us_points_icon_idx\` ON \`_home_page_v_version_why_choose_us_points\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_why_choose_us_points_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_why_choose_us_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_why_choose_us_points_locales_locale_par\` ON \`_home_page_v_version_why_choose_us_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_design_concept_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_design_concept_photos_order_idx\` ON \`_home_page_v_version_design_concept_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_design_concept_photos_parent_id_idx\` ON \`_home_page_v_version_design_concept_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_design_concept_photos_image_idx\` ON \`_home_page_v_version_design_concept_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_design_concept_photos_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_version_design_concept_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_version_design_concept_photos_locales_locale_pa\` ON \`_home_page_v_version_design_concept_photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_showroom_image_id\` integer,
  	\`version_about_teaser_image_id\` integer,
  	\`version_trade_coverage_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_showroom_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_about_teaser_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_trade_coverage_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_showroom_version_showroom_image_idx\` ON \`_home_page_v\` (\`version_showroom_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_about_teaser_version_about_teaser_i_idx\` ON \`_home_page_v\` (\`version_about_teaser_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_trade_coverage_version_trade_covera_idx\` ON \`_home_page_v\` (\`version_trade_coverage_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_seo_version_seo_image_idx\` ON \`_home_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_snapshot_idx\` ON \`_home_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_published_locale_idx\` ON \`_home_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_locales\` (
  	\`version_service_heading\` text,
  	\`version_showroom_heading\` text,
  	\`version_showroom_text\` text,
  	\`version_showroom_countries_heading\` text,
  	\`version_products_heading\` text,
  	\`version_products_text\` text,
  	\`version_why_choose_us_heading\` text,
  	\`version_about_teaser_heading\` text,
  	\`version_about_teaser_text\` text,
  	\`version_about_teaser_link_label\` text,
  	\`version_design_concept_heading\` text,
  	\`version_design_concept_text\` text,
  	\`version_trade_coverage_heading\` text,
  	\`version_trade_coverage_text\` text,
  	\`version_news_heading\` text,
  	\`version_news_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_page_v_locales_locale_parent_id_unique\` ON \`_home_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_slogans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_slogans_order_idx\` ON \`_about_page_v_version_slogans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_slogans_parent_id_idx\` ON \`_about_page_v_version_slogans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_slogans_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_slogans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_slogans_locales_locale_parent_id_uniqu\` ON \`_about_page_v_version_slogans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_icon_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_icon_row_order_idx\` ON \`_about_page_v_version_icon_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_icon_row_parent_id_idx\` ON \`_about_page_v_version_icon_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_icon_row_icon_idx\` ON \`_about_page_v_version_icon_row\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_icon_row_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_icon_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_icon_row_locales_locale_parent_id_uniq\` ON \`_about_page_v_version_icon_row_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fact\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_stats_order_idx\` ON \`_about_page_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_stats_parent_id_idx\` ON \`_about_page_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_version_stats_locales_locale_parent_id_unique\` ON \`_about_page_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_banner_image_id\` integer,
  	\`version_intro_image_id\` integer,
  	\`version_factory_image_id\` integer,
  	\`version_showroom_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_factory_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_showroom_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_banner_image_idx\` ON \`_about_page_v\` (\`version_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_intro_version_intro_image_idx\` ON \`_about_page_v\` (\`version_intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_factory_version_factory_image_idx\` ON \`_about_page_v\` (\`version_factory_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_showroom_version_showroom_image_idx\` ON \`_about_page_v\` (\`version_showroom_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_seo_version_seo_image_idx\` ON \`_about_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_snapshot_idx\` ON \`_about_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_published_locale_idx\` ON \`_about_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_intro_heading\` text,
  	\`version_intro_text\` text,
  	\`version_history_heading\` text,
  	\`version_exhibitions_heading\` text,
  	\`version_factory_heading\` text,
  	\`version_factory_text\` text,
  	\`version_showroom_heading\` text,
  	\`version_showroom_text\` text,
  	\`version_coverage_heading\` text,
  	\`version_coverage_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_craft_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_craft_page_v_version_seo_version_seo_image_idx\` ON \`_craft_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_version_version__status_idx\` ON \`_craft_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_created_at_idx\` ON \`_craft_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_updated_at_idx\` ON \`_craft_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_snapshot_idx\` ON \`_craft_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_published_locale_idx\` ON \`_craft_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_craft_page_v_latest_idx\` ON \`_craft_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_craft_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_craft_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_craft_page_v_locales_locale_parent_id_unique\` ON \`_craft_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_page_v_version_seo_version_seo_image_idx\` ON \`_case_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_version_version__status_idx\` ON \`_case_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_created_at_idx\` ON \`_case_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_updated_at_idx\` ON \`_case_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_snapshot_idx\` ON \`_case_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_published_locale_idx\` ON \`_case_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_case_page_v_latest_idx\` ON \`_case_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_case_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_foreign_heading\` text,
  	\`version_china_heading\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_page_v_locales_locale_parent_id_unique\` ON \`_case_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_qualification_page_v_version_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_qualification_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_version_groups_order_idx\` ON \`_qualification_page_v_version_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_version_groups_parent_id_idx\` ON \`_qualification_page_v_version_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_qualification_page_v_version_groups_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_qualification_page_v_version_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_qualification_page_v_version_groups_locales_locale_parent_i\` ON \`_qualification_page_v_version_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_qualification_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_version_seo_version_seo_image_idx\` ON \`_qualification_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_version_version__status_idx\` ON \`_qualification_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_created_at_idx\` ON \`_qualification_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_updated_at_idx\` ON \`_qualification_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_snapshot_idx\` ON \`_qualification_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_published_locale_idx\` ON \`_qualification_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_qualification_page_v_latest_idx\` ON \`_qualification_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_qualification_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_test_reports_heading\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_qualification_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_qualification_page_v_locales_locale_parent_id_unique\` ON \`_qualification_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_seo_version_seo_image_idx\` ON \`_contact_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_version__status_idx\` ON \`_contact_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_created_at_idx\` ON \`_contact_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_updated_at_idx\` ON \`_contact_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_snapshot_idx\` ON \`_contact_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_published_locale_idx\` ON \`_contact_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_latest_idx\` ON \`_contact_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_page_v_locales_locale_parent_id_unique\` ON \`_contact_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_page_v_version_seo_version_seo_image_idx\` ON \`_service_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_version_version__status_idx\` ON \`_service_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_created_at_idx\` ON \`_service_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_updated_at_idx\` ON \`_service_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_snapshot_idx\` ON \`_service_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_published_locale_idx\` ON \`_service_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_service_page_v_latest_idx\` ON \`_service_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_service_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_hotline_heading\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_service_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_service_page_v_locales_locale_parent_id_unique\` ON \`_service_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recruit_page_v_version_why_join\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recruit_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_why_join_order_idx\` ON \`_recruit_page_v_version_why_join\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_why_join_parent_id_idx\` ON \`_recruit_page_v_version_why_join\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_why_join_icon_idx\` ON \`_recruit_page_v_version_why_join\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_recruit_page_v_version_why_join_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recruit_page_v_version_why_join\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recruit_page_v_version_why_join_locales_locale_parent_id_un\` ON \`_recruit_page_v_version_why_join_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recruit_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_version_image_idx\` ON \`_recruit_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_seo_version_seo_image_idx\` ON \`_recruit_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_version_version__status_idx\` ON \`_recruit_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_created_at_idx\` ON \`_recruit_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_updated_at_idx\` ON \`_recruit_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_snapshot_idx\` ON \`_recruit_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_published_locale_idx\` ON \`_recruit_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recruit_page_v_latest_idx\` ON \`_recruit_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_recruit_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recruit_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recruit_page_v_locales_locale_parent_id_unique\` ON \`_recruit_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_centre_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_version_seo_version_seo_image_idx\` ON \`_product_centre_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_version_version__status_idx\` ON \`_product_centre_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_created_at_idx\` ON \`_product_centre_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_updated_at_idx\` ON \`_product_centre_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_snapshot_idx\` ON \`_product_centre_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_published_locale_idx\` ON \`_product_centre_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_centre_page_v_latest_idx\` ON \`_product_centre_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_product_centre_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_centre_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_centre_page_v_locales_locale_parent_id_unique\` ON \`_product_centre_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showcase_page_v_version_tailorism_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showcase_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_version_tailorism_steps_order_idx\` ON \`_showcase_page_v_version_tailorism_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_version_tailorism_steps_parent_id_idx\` ON \`_showcase_page_v_version_tailorism_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showcase_page_v_version_tailorism_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showcase_page_v_version_tailorism_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_showcase_page_v_version_tailorism_steps_locales_locale_pare\` ON \`_showcase_page_v_version_tailorism_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showcase_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_tailorism_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_tailorism_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_version_tailorism_version_tailorism_ima_idx\` ON \`_showcase_page_v\` (\`version_tailorism_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_version_seo_version_seo_image_idx\` ON \`_showcase_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_version_version__status_idx\` ON \`_showcase_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_created_at_idx\` ON \`_showcase_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_updated_at_idx\` ON \`_showcase_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_snapshot_idx\` ON \`_showcase_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_published_locale_idx\` ON \`_showcase_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_showcase_page_v_latest_idx\` ON \`_showcase_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_showcase_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_tailorism_heading\` text,
  	\`version_tailorism_text\` text,
  	\`version_slideshow_heading\` text,
  	\`version_slideshow_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showcase_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_showcase_page_v_locales_locale_parent_id_unique\` ON \`_showcase_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_page_v_version_seo_version_seo_image_idx\` ON \`_news_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_version_version__status_idx\` ON \`_news_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_created_at_idx\` ON \`_news_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_updated_at_idx\` ON \`_news_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_snapshot_idx\` ON \`_news_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_published_locale_idx\` ON \`_news_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_page_v_latest_idx\` ON \`_news_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_page_v_locales_locale_parent_id_unique\` ON \`_news_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_teamwork_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_version_seo_version_seo_image_idx\` ON \`_teamwork_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_version_version__status_idx\` ON \`_teamwork_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_created_at_idx\` ON \`_teamwork_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_updated_at_idx\` ON \`_teamwork_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_snapshot_idx\` ON \`_teamwork_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_published_locale_idx\` ON \`_teamwork_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_teamwork_page_v_latest_idx\` ON \`_teamwork_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_teamwork_page_v_locales\` (
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_overseas_notice\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_teamwork_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_teamwork_page_v_locales_locale_parent_id_unique\` ON \`_teamwork_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`url\` text,
  	\`icon_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social\`("_order", "_parent_id", "id", "kind", "url", "icon_id") SELECT "_order", "_parent_id", "id", "kind", "url", "icon_id" FROM \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social\` RENAME TO \`site_settings_social\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_icon_idx\` ON \`site_settings_social\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_social\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_social_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social_locales\` RENAME TO \`site_settings_social_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_social_locales_locale_parent_id_unique\` ON \`site_settings_social_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_messaging\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`qr_id\` integer,
  	FOREIGN KEY (\`qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_messaging\`("_order", "_parent_id", "id", "kind", "qr_id") SELECT "_order", "_parent_id", "id", "kind", "qr_id" FROM \`site_settings_messaging\`;`)
  await db.run(sql`DROP TABLE \`site_settings_messaging\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_messaging\` RENAME TO \`site_settings_messaging\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_order_idx\` ON \`site_settings_messaging\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_parent_id_idx\` ON \`site_settings_messaging\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_qr_idx\` ON \`site_settings_messaging\` (\`qr_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_messaging_locales\` (
  	\`label\` text,
  	\`hint\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_messaging\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_messaging_locales\`("label", "hint", "id", "_locale", "_parent_id") SELECT "label", "hint", "id", "_locale", "_parent_id" FROM \`site_settings_messaging_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_messaging_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_messaging_locales\` RENAME TO \`site_settings_messaging_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_messaging_locales_locale_parent_id_unique\` ON \`site_settings_messaging_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_shops\`("_order", "_parent_id", "id", "slug", "url") SELECT "_order", "_parent_id", "id", "slug", "url" FROM \`site_settings_shops\`;`)
  await db.run(sql`DROP TABLE \`site_settings_shops\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_shops\` RENAME TO \`site_settings_shops\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_shops_order_idx\` ON \`site_settings_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_shops_parent_id_idx\` ON \`site_settings_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_shops_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_shops_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_shops_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_shops_locales\` RENAME TO \`site_settings_shops_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_shops_locales_locale_parent_id_unique\` ON \`site_settings_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  // (The table is rebuilt before it has a status: the copy leaves \`_status\` to its default.)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`filing_number\` text,
  	\`online_phone\` text,
  	\`complaints_phone\` text,
  	\`email\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "logo_id", "filing_number", "online_phone", "complaints_phone", "email", "updated_at", "created_at") SELECT "id", "logo_id", "filing_number", "online_phone", "complaints_phone", "email", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`brand_name\` text,
  	\`tagline\` text,
  	\`sales_address_label\` text,
  	\`sales_address_address\` text,
  	\`factory_address_label\` text,
  	\`factory_address_address\` text,
  	\`copyright\` text,
  	\`online_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("brand_name", "tagline", "sales_address_label", "sales_address_address", "factory_address_label", "factory_address_address", "copyright", "online_hours", "id", "_locale", "_parent_id") SELECT "brand_name", "tagline", "sales_address_label", "sales_address_address", "factory_address_label", "factory_address_address", "copyright", "online_hours", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_children_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_children_locales\` RENAME TO \`navigation_items_children_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_children_locales_locale_parent_id_unique\` ON \`navigation_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`route\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "route") SELECT "_order", "_parent_id", "id", "route" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_locales\` RENAME TO \`navigation_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_why_choose_us_points_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_why_choose_us_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_why_choose_us_points_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_why_choose_us_points_locales\` RENAME TO \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_why_choose_us_points_locales_locale_parent_id_uniq\` ON \`home_page_why_choose_us_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_design_concept_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_design_concept_photos\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`home_page_design_concept_photos\`;`)
  await db.run(sql`DROP TABLE \`home_page_design_concept_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_design_concept_photos\` RENAME TO \`home_page_design_concept_photos\`;`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_order_idx\` ON \`home_page_design_concept_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_parent_id_idx\` ON \`home_page_design_concept_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_image_idx\` ON \`home_page_design_concept_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`service_heading\` text,
  	\`showroom_heading\` text,
  	\`showroom_text\` text,
  	\`showroom_countries_heading\` text,
  	\`products_heading\` text,
  	\`products_text\` text,
  	\`why_choose_us_heading\` text,
  	\`about_teaser_heading\` text,
  	\`about_teaser_text\` text,
  	\`about_teaser_link_label\` text,
  	\`design_concept_heading\` text,
  	\`design_concept_text\` text,
  	\`trade_coverage_heading\` text,
  	\`trade_coverage_text\` text,
  	\`news_heading\` text,
  	\`news_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("service_heading", "showroom_heading", "showroom_text", "showroom_countries_heading", "products_heading", "products_text", "why_choose_us_heading", "about_teaser_heading", "about_teaser_text", "about_teaser_link_label", "design_concept_heading", "design_concept_text", "trade_coverage_heading", "trade_coverage_text", "news_heading", "news_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "service_heading", "showroom_heading", "showroom_text", "showroom_countries_heading", "products_heading", "products_text", "why_choose_us_heading", "about_teaser_heading", "about_teaser_text", "about_teaser_link_label", "design_concept_heading", "design_concept_text", "trade_coverage_heading", "trade_coverage_text", "news_heading", "news_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_slogans_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_slogans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_slogans_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_slogans_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_slogans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_slogans_locales\` RENAME TO \`about_page_slogans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_slogans_locales_locale_parent_id_unique\` ON \`about_page_slogans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_icon_row_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_icon_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_icon_row_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`about_page_icon_row_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_icon_row_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_icon_row_locales\` RENAME TO \`about_page_icon_row_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_icon_row_locales_locale_parent_id_unique\` ON \`about_page_icon_row_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fact\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats\`("_order", "_parent_id", "id", "fact") SELECT "_order", "_parent_id", "id", "fact" FROM \`about_page_stats\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats\` RENAME TO \`about_page_stats\`;`)
  await db.run(sql`CREATE INDEX \`about_page_stats_order_idx\` ON \`about_page_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_stats_parent_id_idx\` ON \`about_page_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`about_page_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats_locales\` RENAME TO \`about_page_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_stats_locales_locale_parent_id_unique\` ON \`about_page_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_locales\` (
  	\`intro_heading\` text,
  	\`intro_text\` text,
  	\`history_heading\` text,
  	\`exhibitions_heading\` text,
  	\`factory_heading\` text,
  	\`factory_text\` text,
  	\`showroom_heading\` text,
  	\`showroom_text\` text,
  	\`coverage_heading\` text,
  	\`coverage_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_locales\`("intro_heading", "intro_text", "history_heading", "exhibitions_heading", "factory_heading", "factory_text", "showroom_heading", "showroom_text", "coverage_heading", "coverage_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "intro_heading", "intro_text", "history_heading", "exhibitions_heading", "factory_heading", "factory_text", "showroom_heading", "showroom_text", "coverage_heading", "coverage_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_locales\` RENAME TO \`about_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_craft_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`craft_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_craft_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`craft_page_locales\`;`)
  await db.run(sql`DROP TABLE \`craft_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_craft_page_locales\` RENAME TO \`craft_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`craft_page_locales_locale_parent_id_unique\` ON \`craft_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_case_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`foreign_heading\` text,
  	\`china_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_case_page_locales\`("heading", "text", "foreign_heading", "china_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "foreign_heading", "china_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`case_page_locales\`;`)
  await db.run(sql`DROP TABLE \`case_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_page_locales\` RENAME TO \`case_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_page_locales_locale_parent_id_unique\` ON \`case_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_groups\`("_order", "_parent_id", "id", "group") SELECT "_order", "_parent_id", "id", "group" FROM \`qualification_page_groups\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_groups\` RENAME TO \`qualification_page_groups\`;`)
  await db.run(sql`CREATE INDEX \`qualification_page_groups_order_idx\` ON \`qualification_page_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`qualification_page_groups_parent_id_idx\` ON \`qualification_page_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_groups_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_groups_locales\`("heading", "text", "id", "_locale", "_parent_id") SELECT "heading", "text", "id", "_locale", "_parent_id" FROM \`qualification_page_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_groups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_groups_locales\` RENAME TO \`qualification_page_groups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`qualification_page_groups_locales_locale_parent_id_unique\` ON \`qualification_page_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`test_reports_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_locales\`("heading", "text", "test_reports_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "test_reports_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`qualification_page_locales\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_locales\` RENAME TO \`qualification_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`qualification_page_locales_locale_parent_id_unique\` ON \`qualification_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locales\` RENAME TO \`contact_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`hotline_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_page_locales\`("heading", "text", "hotline_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "hotline_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`service_page_locales\`;`)
  await db.run(sql`DROP TABLE \`service_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_page_locales\` RENAME TO \`service_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_page_locales_locale_parent_id_unique\` ON \`service_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_recruit_page_why_join_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruit_page_why_join\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recruit_page_why_join_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`recruit_page_why_join_locales\`;`)
  await db.run(sql`DROP TABLE \`recruit_page_why_join_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_recruit_page_why_join_locales\` RENAME TO \`recruit_page_why_join_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`recruit_page_why_join_locales_locale_parent_id_unique\` ON \`recruit_page_why_join_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_recruit_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruit_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recruit_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`recruit_page_locales\`;`)
  await db.run(sql`DROP TABLE \`recruit_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_recruit_page_locales\` RENAME TO \`recruit_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`recruit_page_locales_locale_parent_id_unique\` ON \`recruit_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_product_centre_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_centre_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`product_centre_page_locales\`;`)
  await db.run(sql`DROP TABLE \`product_centre_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_centre_page_locales\` RENAME TO \`product_centre_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_centre_page_locales_locale_parent_id_unique\` ON \`product_centre_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_showcase_page_tailorism_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showcase_page_tailorism_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_showcase_page_tailorism_steps_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_showcase_page_tailorism_steps_locales\` RENAME TO \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`showcase_page_tailorism_steps_locales_locale_parent_id_uniqu\` ON \`showcase_page_tailorism_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_showcase_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`tailorism_heading\` text,
  	\`tailorism_text\` text,
  	\`slideshow_heading\` text,
  	\`slideshow_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showcase_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_showcase_page_locales\`("heading", "text", "tailorism_heading", "tailorism_text", "slideshow_heading", "slideshow_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "tailorism_heading", "tailorism_text", "slideshow_heading", "slideshow_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`showcase_page_locales\`;`)
  await db.run(sql`DROP TABLE \`showcase_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_showcase_page_locales\` RENAME TO \`showcase_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`showcase_page_locales_locale_parent_id_unique\` ON \`showcase_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`news_page_locales\`;`)
  await db.run(sql`DROP TABLE \`news_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_page_locales\` RENAME TO \`news_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_page_locales_locale_parent_id_unique\` ON \`news_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_teamwork_page_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`overseas_notice\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`teamwork_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_teamwork_page_locales\`("heading", "text", "overseas_notice", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "overseas_notice", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`teamwork_page_locales\`;`)
  await db.run(sql`DROP TABLE \`teamwork_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_teamwork_page_locales\` RENAME TO \`teamwork_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`teamwork_page_locales_locale_parent_id_unique\` ON \`teamwork_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`banners_deleted_at_idx\` ON \`banners\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_deleted_at_idx\` ON \`_banners_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`product_categories_deleted_at_idx\` ON \`product_categories\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_deleted_at_idx\` ON \`_product_categories_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`products_deleted_at_idx\` ON \`products\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_deleted_at_idx\` ON \`_products_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`technology_lines\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`technology_lines_deleted_at_idx\` ON \`technology_lines\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_technology_lines_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_technology_lines_v_version_version_deleted_at_idx\` ON \`_technology_lines_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`cases_deleted_at_idx\` ON \`cases\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_version_deleted_at_idx\` ON \`_cases_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`certificates_deleted_at_idx\` ON \`certificates\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_deleted_at_idx\` ON \`_certificates_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`test_reports\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`test_reports_deleted_at_idx\` ON \`test_reports\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_test_reports_v_version_version_deleted_at_idx\` ON \`_test_reports_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`history_entries\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`history_entries_deleted_at_idx\` ON \`history_entries\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_history_entries_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_history_entries_v_version_version_deleted_at_idx\` ON \`_history_entries_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`exhibitions\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`exhibitions_deleted_at_idx\` ON \`exhibitions\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_exhibitions_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_deleted_at_idx\` ON \`_exhibitions_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_categories_deleted_at_idx\` ON \`news_categories\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_categories_v_version_version_deleted_at_idx\` ON \`_news_categories_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`job_openings_deleted_at_idx\` ON \`job_openings\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_job_openings_v_version_version_deleted_at_idx\` ON \`_job_openings_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`offices_deleted_at_idx\` ON \`offices\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_deleted_at_idx\` ON \`_offices_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`service_guarantees\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`service_guarantees_deleted_at_idx\` ON \`service_guarantees\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_service_guarantees_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_service_guarantees_v_version_version_deleted_at_idx\` ON \`_service_guarantees_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`showroom_countries\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`showroom_countries_deleted_at_idx\` ON \`showroom_countries\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_showroom_countries_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_showroom_countries_v_version_version_deleted_at_idx\` ON \`_showroom_countries_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`company_facts\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`company_facts_deleted_at_idx\` ON \`company_facts\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_company_facts_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_company_facts_v_version_version_deleted_at_idx\` ON \`_company_facts_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`legal_pages_deleted_at_idx\` ON \`legal_pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version_deleted_at_idx\` ON \`_legal_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`redirects_deleted_at_idx\` ON \`redirects\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_redirects_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_deleted_at_idx\` ON \`_redirects_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_deleted_at_idx\` ON \`media\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`craft_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`craft_page__status_idx\` ON \`craft_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`case_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`case_page__status_idx\` ON \`case_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`qualification_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`qualification_page__status_idx\` ON \`qualification_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`contact_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`contact_page__status_idx\` ON \`contact_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`service_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`service_page__status_idx\` ON \`service_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`recruit_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`recruit_page__status_idx\` ON \`recruit_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`product_centre_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`product_centre_page__status_idx\` ON \`product_centre_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`showcase_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`showcase_page__status_idx\` ON \`showcase_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`news_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`news_page__status_idx\` ON \`news_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`teamwork_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`teamwork_page__status_idx\` ON \`teamwork_page\` (\`_status\`);`)
  // The globals visitors saw before they kept drafts are published: the live site does not change.
  await db.run(sql`UPDATE \`site_settings\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`navigation\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`home_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`about_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`craft_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`case_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`qualification_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`contact_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`service_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`recruit_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`product_centre_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`showcase_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`news_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`teamwork_page\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_messaging\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_messaging_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_shops\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_children\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_why_choose_us_points\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_why_choose_us_points_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_design_concept_photos\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_design_concept_photos_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_slogans\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_slogans_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_icon_row\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_icon_row_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_craft_page_v\`;`)
  await db.run(sql`DROP TABLE \`_craft_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_page_v\`;`)
  await db.run(sql`DROP TABLE \`_case_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_qualification_page_v_version_groups\`;`)
  await db.run(sql`DROP TABLE \`_qualification_page_v_version_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_qualification_page_v\`;`)
  await db.run(sql`DROP TABLE \`_qualification_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_service_page_v\`;`)
  await db.run(sql`DROP TABLE \`_service_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_recruit_page_v_version_why_join\`;`)
  await db.run(sql`DROP TABLE \`_recruit_page_v_version_why_join_locales\`;`)
  await db.run(sql`DROP TABLE \`_recruit_page_v\`;`)
  await db.run(sql`DROP TABLE \`_recruit_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_centre_page_v\`;`)
  await db.run(sql`DROP TABLE \`_product_centre_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_showcase_page_v_version_tailorism_steps\`;`)
  await db.run(sql`DROP TABLE \`_showcase_page_v_version_tailorism_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_showcase_page_v\`;`)
  await db.run(sql`DROP TABLE \`_showcase_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_page_v\`;`)
  await db.run(sql`DROP TABLE \`_news_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_teamwork_page_v\`;`)
  await db.run(sql`DROP TABLE \`_teamwork_page_v_locales\`;`)
  await db.run(sql`DROP INDEX \`banners_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_banners_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`product_categories_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_product_categories_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`products_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`technology_lines_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`technology_lines\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_technology_lines_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_technology_lines_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`cases_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`cases\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_cases_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`certificates_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_certificates_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`test_reports_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`test_reports\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_test_reports_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`history_entries_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`history_entries\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_history_entries_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_history_entries_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`exhibitions_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_exhibitions_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitions_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`news_categories_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_categories\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_news_categories_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`news_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`job_openings_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_job_openings_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`offices_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_offices_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`service_guarantees_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`service_guarantees\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_service_guarantees_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_service_guarantees_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`showroom_countries_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`showroom_countries\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_showroom_countries_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_showroom_countries_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`company_facts_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`company_facts\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_company_facts_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_company_facts_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`legal_pages_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_legal_pages_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`redirects_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_redirects_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_redirects_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`media_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`filing_number\` text,
  	\`online_phone\` text NOT NULL,
  	\`complaints_phone\` text,
  	\`email\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "logo_id", "filing_number", "online_phone", "complaints_phone", "email", "updated_at", "created_at") SELECT "id", "logo_id", "filing_number", "online_phone", "complaints_phone", "email", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`DROP INDEX \`navigation__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`about_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`craft_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`craft_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`case_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`case_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`qualification_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`qualification_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`contact_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`service_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`service_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`recruit_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`recruit_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`product_centre_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`product_centre_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`showcase_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`showcase_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`news_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`news_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`teamwork_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`teamwork_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social\`("_order", "_parent_id", "id", "kind", "url", "icon_id") SELECT "_order", "_parent_id", "id", "kind", "url", "icon_id" FROM \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social\` RENAME TO \`site_settings_social\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_icon_idx\` ON \`site_settings_social\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_social\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_social_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social_locales\` RENAME TO \`site_settings_social_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_social_locales_locale_parent_id_unique\` ON \`site_settings_social_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_messaging\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`qr_id\` integer NOT NULL,
  	FOREIGN KEY (\`qr_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_messaging\`("_order", "_parent_id", "id", "kind", "qr_id") SELECT "_order", "_parent_id", "id", "kind", "qr_id" FROM \`site_settings_messaging\`;`)
  await db.run(sql`DROP TABLE \`site_settings_messaging\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_messaging\` RENAME TO \`site_settings_messaging\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_order_idx\` ON \`site_settings_messaging\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_parent_id_idx\` ON \`site_settings_messaging\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_messaging_qr_idx\` ON \`site_settings_messaging\` (\`qr_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_messaging_locales\` (
  	\`label\` text NOT NULL,
  	\`hint\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_messaging\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_messaging_locales\`("label", "hint", "id", "_locale", "_parent_id") SELECT "label", "hint", "id", "_locale", "_parent_id" FROM \`site_settings_messaging_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_messaging_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_messaging_locales\` RENAME TO \`site_settings_messaging_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_messaging_locales_locale_parent_id_unique\` ON \`site_settings_messaging_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_shops\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_shops\`("_order", "_parent_id", "id", "slug", "url") SELECT "_order", "_parent_id", "id", "slug", "url" FROM \`site_settings_shops\`;`)
  await db.run(sql`DROP TABLE \`site_settings_shops\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_shops\` RENAME TO \`site_settings_shops\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_shops_order_idx\` ON \`site_settings_shops\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_shops_parent_id_idx\` ON \`site_settings_shops\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_shops_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_shops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_shops_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_shops_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_shops_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_shops_locales\` RENAME TO \`site_settings_shops_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_shops_locales_locale_parent_id_unique\` ON \`site_settings_shops_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`brand_name\` text NOT NULL,
  	\`tagline\` text,
  	\`sales_address_label\` text NOT NULL,
  	\`sales_address_address\` text NOT NULL,
  	\`factory_address_label\` text NOT NULL,
  	\`factory_address_address\` text NOT NULL,
  	\`copyright\` text NOT NULL,
  	\`online_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("brand_name", "tagline", "sales_address_label", "sales_address_address", "factory_address_label", "factory_address_address", "copyright", "online_hours", "id", "_locale", "_parent_id") SELECT "brand_name", "tagline", "sales_address_label", "sales_address_address", "factory_address_label", "factory_address_address", "copyright", "online_hours", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_children_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_children_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_children_locales\` RENAME TO \`navigation_items_children_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_children_locales_locale_parent_id_unique\` ON \`navigation_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`route\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items\`("_order", "_parent_id", "id", "route") SELECT "_order", "_parent_id", "id", "route" FROM \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items\` RENAME TO \`navigation_items\`;`)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_items_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_items_locales\` RENAME TO \`navigation_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_why_choose_us_points_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_why_choose_us_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_why_choose_us_points_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_why_choose_us_points_locales\` RENAME TO \`home_page_why_choose_us_points_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_why_choose_us_points_locales_locale_parent_id_uniq\` ON \`home_page_why_choose_us_points_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_design_concept_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_design_concept_photos\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`home_page_design_concept_photos\`;`)
  await db.run(sql`DROP TABLE \`home_page_design_concept_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_design_concept_photos\` RENAME TO \`home_page_design_concept_photos\`;`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_order_idx\` ON \`home_page_design_concept_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_parent_id_idx\` ON \`home_page_design_concept_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_design_concept_photos_image_idx\` ON \`home_page_design_concept_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_locales\` (
  	\`service_heading\` text,
  	\`showroom_heading\` text NOT NULL,
  	\`showroom_text\` text,
  	\`showroom_countries_heading\` text,
  	\`products_heading\` text NOT NULL,
  	\`products_text\` text,
  	\`why_choose_us_heading\` text NOT NULL,
  	\`about_teaser_heading\` text NOT NULL,
  	\`about_teaser_text\` text,
  	\`about_teaser_link_label\` text,
  	\`design_concept_heading\` text NOT NULL,
  	\`design_concept_text\` text,
  	\`trade_coverage_heading\` text NOT NULL,
  	\`trade_coverage_text\` text,
  	\`news_heading\` text NOT NULL,
  	\`news_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_locales\`("service_heading", "showroom_heading", "showroom_text", "showroom_countries_heading", "products_heading", "products_text", "why_choose_us_heading", "about_teaser_heading", "about_teaser_text", "about_teaser_link_label", "design_concept_heading", "design_concept_text", "trade_coverage_heading", "trade_coverage_text", "news_heading", "news_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "service_heading", "showroom_heading", "showroom_text", "showroom_countries_heading", "products_heading", "products_text", "why_choose_us_heading", "about_teaser_heading", "about_teaser_text", "about_teaser_link_label", "design_concept_heading", "design_concept_text", "trade_coverage_heading", "trade_coverage_text", "news_heading", "news_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`home_page_locales\`;`)
  await db.run(sql`DROP TABLE \`home_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_locales\` RENAME TO \`home_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_page_locales_locale_parent_id_unique\` ON \`home_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_slogans_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_slogans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_slogans_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`about_page_slogans_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_slogans_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_slogans_locales\` RENAME TO \`about_page_slogans_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_slogans_locales_locale_parent_id_unique\` ON \`about_page_slogans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_icon_row_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_icon_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_icon_row_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`about_page_icon_row_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_icon_row_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_icon_row_locales\` RENAME TO \`about_page_icon_row_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_icon_row_locales_locale_parent_id_unique\` ON \`about_page_icon_row_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fact\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats\`("_order", "_parent_id", "id", "fact") SELECT "_order", "_parent_id", "id", "fact" FROM \`about_page_stats\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats\` RENAME TO \`about_page_stats\`;`)
  await db.run(sql`CREATE INDEX \`about_page_stats_order_idx\` ON \`about_page_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_stats_parent_id_idx\` ON \`about_page_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`about_page_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_stats_locales\` RENAME TO \`about_page_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_stats_locales_locale_parent_id_unique\` ON \`about_page_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page_locales\` (
  	\`intro_heading\` text NOT NULL,
  	\`intro_text\` text,
  	\`history_heading\` text,
  	\`exhibitions_heading\` text,
  	\`factory_heading\` text NOT NULL,
  	\`factory_text\` text,
  	\`showroom_heading\` text NOT NULL,
  	\`showroom_text\` text,
  	\`coverage_heading\` text NOT NULL,
  	\`coverage_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page_locales\`("intro_heading", "intro_text", "history_heading", "exhibitions_heading", "factory_heading", "factory_text", "showroom_heading", "showroom_text", "coverage_heading", "coverage_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "intro_heading", "intro_text", "history_heading", "exhibitions_heading", "factory_heading", "factory_text", "showroom_heading", "showroom_text", "coverage_heading", "coverage_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page_locales\` RENAME TO \`about_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_craft_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`craft_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_craft_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`craft_page_locales\`;`)
  await db.run(sql`DROP TABLE \`craft_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_craft_page_locales\` RENAME TO \`craft_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`craft_page_locales_locale_parent_id_unique\` ON \`craft_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_case_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`foreign_heading\` text,
  	\`china_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_case_page_locales\`("heading", "text", "foreign_heading", "china_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "foreign_heading", "china_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`case_page_locales\`;`)
  await db.run(sql`DROP TABLE \`case_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_page_locales\` RENAME TO \`case_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_page_locales_locale_parent_id_unique\` ON \`case_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_groups\`("_order", "_parent_id", "id", "group") SELECT "_order", "_parent_id", "id", "group" FROM \`qualification_page_groups\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_groups\` RENAME TO \`qualification_page_groups\`;`)
  await db.run(sql`CREATE INDEX \`qualification_page_groups_order_idx\` ON \`qualification_page_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`qualification_page_groups_parent_id_idx\` ON \`qualification_page_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_groups_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_groups_locales\`("heading", "text", "id", "_locale", "_parent_id") SELECT "heading", "text", "id", "_locale", "_parent_id" FROM \`qualification_page_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_groups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_groups_locales\` RENAME TO \`qualification_page_groups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`qualification_page_groups_locales_locale_parent_id_unique\` ON \`qualification_page_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`test_reports_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qualification_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page_locales\`("heading", "text", "test_reports_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "test_reports_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`qualification_page_locales\`;`)
  await db.run(sql`DROP TABLE \`qualification_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page_locales\` RENAME TO \`qualification_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`qualification_page_locales_locale_parent_id_unique\` ON \`qualification_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`contact_page_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_locales\` RENAME TO \`contact_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_page_locales_locale_parent_id_unique\` ON \`contact_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_service_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`hotline_heading\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_page_locales\`("heading", "text", "hotline_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "hotline_heading", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`service_page_locales\`;`)
  await db.run(sql`DROP TABLE \`service_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_page_locales\` RENAME TO \`service_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_page_locales_locale_parent_id_unique\` ON \`service_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_recruit_page_why_join_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruit_page_why_join\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recruit_page_why_join_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`recruit_page_why_join_locales\`;`)
  await db.run(sql`DROP TABLE \`recruit_page_why_join_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_recruit_page_why_join_locales\` RENAME TO \`recruit_page_why_join_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`recruit_page_why_join_locales_locale_parent_id_unique\` ON \`recruit_page_why_join_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_recruit_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recruit_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recruit_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`recruit_page_locales\`;`)
  await db.run(sql`DROP TABLE \`recruit_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_recruit_page_locales\` RENAME TO \`recruit_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`recruit_page_locales_locale_parent_id_unique\` ON \`recruit_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_product_centre_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_centre_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`product_centre_page_locales\`;`)
  await db.run(sql`DROP TABLE \`product_centre_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_centre_page_locales\` RENAME TO \`product_centre_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_centre_page_locales_locale_parent_id_unique\` ON \`product_centre_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_showcase_page_tailorism_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showcase_page_tailorism_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_showcase_page_tailorism_steps_locales\`("title", "text", "id", "_locale", "_parent_id") SELECT "title", "text", "id", "_locale", "_parent_id" FROM \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_showcase_page_tailorism_steps_locales\` RENAME TO \`showcase_page_tailorism_steps_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`showcase_page_tailorism_steps_locales_locale_parent_id_uniqu\` ON \`showcase_page_tailorism_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_showcase_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`tailorism_heading\` text NOT NULL,
  	\`tailorism_text\` text,
  	\`slideshow_heading\` text NOT NULL,
  	\`slideshow_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showcase_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_showcase_page_locales\`("heading", "text", "tailorism_heading", "tailorism_text", "slideshow_heading", "slideshow_text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "tailorism_heading", "tailorism_text", "slideshow_heading", "slideshow_text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`showcase_page_locales\`;`)
  await db.run(sql`DROP TABLE \`showcase_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_showcase_page_locales\` RENAME TO \`showcase_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`showcase_page_locales_locale_parent_id_unique\` ON \`showcase_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_page_locales\`("heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`news_page_locales\`;`)
  await db.run(sql`DROP TABLE \`news_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_page_locales\` RENAME TO \`news_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_page_locales_locale_parent_id_unique\` ON \`news_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_teamwork_page_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`overseas_notice\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`teamwork_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_teamwork_page_locales\`("heading", "text", "overseas_notice", "seo_title", "seo_description", "id", "_locale", "_parent_id") SELECT "heading", "text", "overseas_notice", "seo_title", "seo_description", "id", "_locale", "_parent_id" FROM \`teamwork_page_locales\`;`)
  await db.run(sql`DROP TABLE \`teamwork_page_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_teamwork_page_locales\` RENAME TO \`teamwork_page_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`teamwork_page_locales_locale_parent_id_unique\` ON \`teamwork_page_locales\` (\`_locale\`,\`_parent_id\`);`)
}
