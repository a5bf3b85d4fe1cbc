import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`declarations_characteristics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`specification\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`declarations_characteristics_order_idx\` ON \`declarations_characteristics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`declarations_characteristics_parent_id_idx\` ON \`declarations_characteristics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`declarations_characteristics_locales\` (
  	\`characteristic\` text,
  	\`performance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`declarations_characteristics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`declarations_characteristics_locales_locale_parent_id_unique\` ON \`declarations_characteristics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`declarations_issued_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`sha256\` text,
  	\`bytes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`declarations_issued_files_order_idx\` ON \`declarations_issued_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`declarations_issued_files_parent_id_idx\` ON \`declarations_issued_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`declarations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text,
  	\`product_type\` text,
  	\`manufacturer\` text,
  	\`standard\` text,
  	\`avcp\` text DEFAULT '4',
  	\`notified_body\` text,
  	\`place\` text,
  	\`date\` text,
  	\`signatory\` text,
  	\`issued_at\` text,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`declarations_number_idx\` ON \`declarations\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`declarations_date_idx\` ON \`declarations\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`declarations_updated_at_idx\` ON \`declarations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`declarations_created_at_idx\` ON \`declarations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`declarations_deleted_at_idx\` ON \`declarations\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`declarations__status_idx\` ON \`declarations\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`declarations_locales\` (
  	\`intended_use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`declarations_locales_locale_parent_id_unique\` ON \`declarations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`declarations_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`declarations_texts_order_parent\` ON \`declarations_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`declarations_texts_text_idx\` ON \`declarations_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v_version_characteristics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`specification\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_declarations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_characteristics_order_idx\` ON \`_declarations_v_version_characteristics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_characteristics_parent_id_idx\` ON \`_declarations_v_version_characteristics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v_version_characteristics_locales\` (
  	\`characteristic\` text,
  	\`performance\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_declarations_v_version_characteristics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_declarations_v_version_characteristics_locales_locale_paren\` ON \`_declarations_v_version_characteristics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v_version_issued_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`sha256\` text,
  	\`bytes\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_declarations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_issued_files_order_idx\` ON \`_declarations_v_version_issued_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_issued_files_parent_id_idx\` ON \`_declarations_v_version_issued_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_number\` text,
  	\`version_product_type\` text,
  	\`version_manufacturer\` text,
  	\`version_standard\` text,
  	\`version_avcp\` text DEFAULT '4',
  	\`version_notified_body\` text,
  	\`version_place\` text,
  	\`version_date\` text,
  	\`version_signatory\` text,
  	\`version_issued_at\` text,
  	\`version_translation\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_declarations_v_parent_idx\` ON \`_declarations_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version_number_idx\` ON \`_declarations_v\` (\`version_number\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version_date_idx\` ON \`_declarations_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version_updated_at_idx\` ON \`_declarations_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version_created_at_idx\` ON \`_declarations_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version_deleted_at_idx\` ON \`_declarations_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_version_version__status_idx\` ON \`_declarations_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_created_at_idx\` ON \`_declarations_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_updated_at_idx\` ON \`_declarations_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_snapshot_idx\` ON \`_declarations_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_published_locale_idx\` ON \`_declarations_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_declarations_v_latest_idx\` ON \`_declarations_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v_locales\` (
  	\`version_intended_use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_declarations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_declarations_v_locales_locale_parent_id_unique\` ON \`_declarations_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_declarations_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_declarations_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_declarations_v_texts_order_parent\` ON \`_declarations_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`document_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`certificates_document_idx\` ON \`certificates\` (\`document_id\`);`)
  await db.run(sql`ALTER TABLE \`_certificates_v\` ADD \`version_document_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_document_idx\` ON \`_certificates_v\` (\`version_document_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`declarations_id\` integer REFERENCES declarations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_declarations_id_idx\` ON \`payload_locked_documents_rels\` (\`declarations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`declarations_characteristics\`;`)
  await db.run(sql`DROP TABLE \`declarations_characteristics_locales\`;`)
  await db.run(sql`DROP TABLE \`declarations_issued_files\`;`)
  await db.run(sql`DROP TABLE \`declarations\`;`)
  await db.run(sql`DROP TABLE \`declarations_locales\`;`)
  await db.run(sql`DROP TABLE \`declarations_texts\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v_version_characteristics\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v_version_characteristics_locales\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v_version_issued_files\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_declarations_v_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`number\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_certificates\`("id", "group", "number", "image_id", "order", "translation", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "group", "number", "image_id", "order", "translation", "updated_at", "created_at", "deleted_at", "_status" FROM \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`ALTER TABLE \`__new_certificates\` RENAME TO \`certificates\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`certificates_group_idx\` ON \`certificates\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`certificates_image_idx\` ON \`certificates\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_order_idx\` ON \`certificates\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_deleted_at_idx\` ON \`certificates\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates__status_idx\` ON \`certificates\` (\`_status\`);`)
  // The versions' table is rebuilt with foreign keys off too: its texts (`_certificates_v_locales`) would go with it.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new__certificates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text,
  	\`version_number\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_translation\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__certificates_v\`("id", "parent_id", "version_group", "version_number", "version_image_id", "version_order", "version_translation", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_group", "version_number", "version_image_id", "version_order", "version_translation", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__certificates_v\` RENAME TO \`_certificates_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`_certificates_v_parent_idx\` ON \`_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_group_idx\` ON \`_certificates_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_image_idx\` ON \`_certificates_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_order_idx\` ON \`_certificates_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_updated_at_idx\` ON \`_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_created_at_idx\` ON \`_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_deleted_at_idx\` ON \`_certificates_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version__status_idx\` ON \`_certificates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_created_at_idx\` ON \`_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_updated_at_idx\` ON \`_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_snapshot_idx\` ON \`_certificates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_published_locale_idx\` ON \`_certificates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_latest_idx\` ON \`_certificates_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_autosave_idx\` ON \`_certificates_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`product_categories_id\` integer,
  	\`series_id\` integer,
  	\`products_id\` integer,
  	\`installation_guides_id\` integer,
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
  	\`guarantees_id\` integer,
  	\`redirects_id\` integer,
  	\`enquiries_id\` integer,
  	\`search_entries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`installation_guides_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`guarantees_id\`) REFERENCES \`guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "installation_guides_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "installation_guides_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_installation_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`installation_guides_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guarantees_id_idx\` ON \`payload_locked_documents_rels\` (\`guarantees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
