import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entity\` text NOT NULL,
  	\`entity_kind\` text NOT NULL,
  	\`document_id\` text,
  	\`title\` text,
  	\`locale\` text NOT NULL,
  	\`state\` text DEFAULT 'changed' NOT NULL,
  	\`fingerprint\` text,
  	\`requested_by_id\` integer,
  	\`requested_at\` text,
  	\`reviewer_id\` integer,
  	\`decided_at\` text,
  	\`approved_fingerprint\` text,
  	\`version\` text,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reviewer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_entity_idx\` ON \`reviews\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`reviews_document_id_idx\` ON \`reviews\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_state_idx\` ON \`reviews\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`reviews_requested_by_idx\` ON \`reviews\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_reviewer_idx\` ON \`reviews\` (\`reviewer_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reviews_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_rels_order_idx\` ON \`reviews_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reviews_rels_parent_idx\` ON \`reviews_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_rels_path_idx\` ON \`reviews_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`reviews_rels_users_id_idx\` ON \`reviews_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`health_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`checked_at\` text NOT NULL,
  	\`trigger\` text NOT NULL,
  	\`took_ms\` numeric,
  	\`report\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`health_reports_checked_at_idx\` ON \`health_reports\` (\`checked_at\`);`)
  await db.run(sql`CREATE INDEX \`health_reports_updated_at_idx\` ON \`health_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`health_reports_created_at_idx\` ON \`health_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_misses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_misses_day_idx\` ON \`search_misses\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_updated_at_idx\` ON \`search_misses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_misses_created_at_idx\` ON \`search_misses\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`query_locale_day_idx\` ON \`search_misses\` (\`query\`,\`locale\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`users_review_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_review_languages_order_idx\` ON \`users_review_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_review_languages_parent_idx\` ON \`users_review_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`audit_entries_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_entries_languages_order_idx\` ON \`audit_entries_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_languages_parent_idx\` ON \`audit_entries_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`audit_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor\` text DEFAULT 'user' NOT NULL,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`account\` text,
  	\`entity\` text,
  	\`entity_kind\` text,
  	\`document_id\` text,
  	\`title\` text,
  	\`version\` text,
  	\`count\` numeric,
  	\`detail\` text,
  	\`client\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_entries_action_idx\` ON \`audit_entries\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_user_idx\` ON \`audit_entries\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_entity_idx\` ON \`audit_entries\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_document_id_idx\` ON \`audit_entries\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_updated_at_idx\` ON \`audit_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_created_at_idx\` ON \`audit_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_records_approval_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_records_approval_kinds_order_idx\` ON \`site_settings_records_approval_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_records_approval_kinds_parent_idx\` ON \`site_settings_records_approval_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_records_approval_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_records_approval_kinds_order_idx\` ON \`_site_settings_v_version_records_approval_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_records_approval_kinds_parent_idx\` ON \`_site_settings_v_version_records_approval_kinds\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`product_categories\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`series\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_series_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`planned_for\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`edited_by\` text;`)
  await db.run(sql`CREATE INDEX \`products_planned_for_idx\` ON \`products\` (\`planned_for\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_planned_for\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_planned_for_idx\` ON \`_products_v\` (\`version_planned_for\`);`)
  await db.run(sql`ALTER TABLE \`installation_guides\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_installation_guides_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`technology_lines\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_technology_lines_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`cases\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` ADD \`version_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`test_reports\` ADD \`valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`test_reports\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` ADD \`version_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`declarations\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_declarations_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`history_entries\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_history_entries_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_exhibitions_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`news_categories\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`planned_for\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by\` text;`)
  await db.run(sql`CREATE INDEX \`news_planned_for_idx\` ON \`news\` (\`planned_for\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_planned_for\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_planned_for_idx\` ON \`_news_v\` (\`version_planned_for\`);`)
  await db.run(sql`ALTER TABLE \`job_openings\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`service_guarantees\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_service_guarantees_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`showroom_countries\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_showroom_countries_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`showrooms\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_showrooms_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`company_facts\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_company_facts_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`guarantees\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_guarantees_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_redirects_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`translation\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`records_audit_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_records_audit_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_navigation_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`search_synonyms\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_search_synonyms_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`craft_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_craft_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`case_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_case_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`qualification_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_qualification_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`contact_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_contact_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`service_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_service_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`recruit_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_recruit_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`product_centre_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_product_centre_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`showcase_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_showcase_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`news_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_news_page_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`teamwork_page\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_teamwork_page_v\` ADD \`version_edited_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews_rels\`;`)
  await db.run(sql`DROP TABLE \`health_reports\`;`)
  await db.run(sql`DROP TABLE \`search_misses\`;`)
  await db.run(sql`DROP TABLE \`users_review_languages\`;`)
  await db.run(sql`DROP TABLE \`audit_entries_languages\`;`)
  await db.run(sql`DROP TABLE \`audit_entries\`;`)
  await db.run(sql`DROP TABLE \`site_settings_records_approval_kinds\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_records_approval_kinds\`;`)
  await db.run(sql`DROP INDEX \`products_planned_for_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`planned_for\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_planned_for_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_planned_for\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`DROP INDEX \`news_planned_for_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`planned_for\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_planned_for_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_planned_for\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_banners_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`product_categories\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_product_categories_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`series\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_series_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`installation_guides\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_installation_guides_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`technology_lines\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_technology_lines_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`cases\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_cases_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`valid_until\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` DROP COLUMN \`version_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`test_reports\` DROP COLUMN \`valid_until\`;`)
  await db.run(sql`ALTER TABLE \`test_reports\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` DROP COLUMN \`version_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`_test_reports_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`declarations\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_declarations_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`history_entries\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_history_entries_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`exhibitions\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitions_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`news_categories\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_news_categories_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`job_openings\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_job_openings_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`service_guarantees\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_service_guarantees_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`showroom_countries\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_showroom_countries_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`showrooms\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_showrooms_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`company_facts\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_company_facts_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`legal_pages\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_legal_pages_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`guarantees\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_guarantees_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_redirects_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`translation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`records_audit_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_records_audit_months\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_navigation_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`search_synonyms\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_search_synonyms_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`about_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_about_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`craft_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_craft_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`case_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_case_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`qualification_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_qualification_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`contact_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_contact_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`service_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_service_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`recruit_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_recruit_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`product_centre_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_product_centre_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`showcase_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_showcase_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`news_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_news_page_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`teamwork_page\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_teamwork_page_v\` DROP COLUMN \`version_edited_by\`;`)
}
