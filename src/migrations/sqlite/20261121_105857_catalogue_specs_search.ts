import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_specs_colours\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_specs_colours_order_idx\` ON \`products_specs_colours\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_specs_colours_parent_idx\` ON \`products_specs_colours\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_downloads_order_idx\` ON \`products_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_downloads_parent_id_idx\` ON \`products_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_downloads_file_idx\` ON \`products_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`products_downloads_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_downloads_locales_locale_parent_id_unique\` ON \`products_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specs_colours\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_colours_order_idx\` ON \`_products_v_version_specs_colours\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specs_colours_parent_idx\` ON \`_products_v_version_specs_colours\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_downloads_order_idx\` ON \`_products_v_version_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_downloads_parent_id_idx\` ON \`_products_v_version_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_downloads_file_idx\` ON \`_products_v_version_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_downloads_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_downloads_locales_locale_parent_id_uniqu\` ON \`_products_v_version_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ref\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`snippet\` text,
  	\`title_terms\` text,
  	\`terms\` text,
  	\`rank\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`search_entries_ref_idx\` ON \`search_entries\` (\`ref\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_lang_idx\` ON \`search_entries\` (\`lang\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_kind_idx\` ON \`search_entries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_rank_idx\` ON \`search_entries\` (\`rank\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_image_idx\` ON \`search_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_updated_at_idx\` ON \`search_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_created_at_idx\` ON \`search_entries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_depth\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_material\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_finish\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_installation\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_weight\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_glass\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_depth\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_material\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_finish\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_installation\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_weight\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_glass\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_entries_id\` integer REFERENCES search_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_specs_colours\`;`)
  await db.run(sql`DROP TABLE \`products_downloads\`;`)
  await db.run(sql`DROP TABLE \`products_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specs_colours\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_downloads\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`search_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_rels\` RENAME TO \`products_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_rels\` RENAME TO \`_products_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	\`technology_lines_id\` integer,
  	\`cases_id\` integer,
  	\`certificates_id\` integer,
  	\`test_reports_id\` integer,
  	\`history_entries_id\` integer,
  	\`exhibitions_id\` integer,
  	\`news_categories_id\` integer,
  	\`news_id\` integer,
  	\`job_openings_id\` integer,
  	\`offices_id\` integer,
  	\`service_guarantees_id\` integer,
  	\`showroom_countries_id\` integer,
  	\`company_facts_id\` integer,
  	\`legal_pages_id\` integer,
  	\`enquiries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`technology_lines_id\`) REFERENCES \`technology_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_reports_id\`) REFERENCES \`test_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_entries_id\`) REFERENCES \`history_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitions_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_guarantees_id\`) REFERENCES \`service_guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`showroom_countries_id\`) REFERENCES \`showroom_countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_facts_id\`) REFERENCES \`company_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_pages_id\`) REFERENCES \`legal_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "enquiries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "enquiries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_technology_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`technology_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`test_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_history_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`history_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitions_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_guarantees_id_idx\` ON \`payload_locked_documents_rels\` (\`service_guarantees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_showroom_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`showroom_countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_facts_id_idx\` ON \`payload_locked_documents_rels\` (\`company_facts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_legal_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_width\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_depth\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_height\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_material\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_finish\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_installation\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_capacity\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_weight\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_glass\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_width\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_depth\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_material\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_finish\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_installation\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_weight\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_glass\`;`)
}
