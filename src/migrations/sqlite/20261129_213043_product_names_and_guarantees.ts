import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`guarantees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`market\` text,
  	\`guarantor_id\` integer,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`guarantor_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`guarantees_market_idx\` ON \`guarantees\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`guarantees_guarantor_idx\` ON \`guarantees\` (\`guarantor_id\`);`)
  await db.run(sql`CREATE INDEX \`guarantees_updated_at_idx\` ON \`guarantees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guarantees_created_at_idx\` ON \`guarantees\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`guarantees_deleted_at_idx\` ON \`guarantees\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`guarantees__status_idx\` ON \`guarantees\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`guarantees_locales\` (
  	\`title\` text,
  	\`covers\` text,
  	\`claim\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guarantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`guarantees_locales_locale_parent_id_unique\` ON \`guarantees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_guarantees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_market\` text,
  	\`version_guarantor_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guarantees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_guarantor_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_guarantees_v_parent_idx\` ON \`_guarantees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version_market_idx\` ON \`_guarantees_v\` (\`version_market\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version_guarantor_idx\` ON \`_guarantees_v\` (\`version_guarantor_id\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version_updated_at_idx\` ON \`_guarantees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version_created_at_idx\` ON \`_guarantees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version_deleted_at_idx\` ON \`_guarantees_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_version_version__status_idx\` ON \`_guarantees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_created_at_idx\` ON \`_guarantees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_updated_at_idx\` ON \`_guarantees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_snapshot_idx\` ON \`_guarantees_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_published_locale_idx\` ON \`_guarantees_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_latest_idx\` ON \`_guarantees_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_guarantees_v_autosave_idx\` ON \`_guarantees_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_guarantees_v_locales\` (
  	\`version_title\` text,
  	\`version_covers\` text,
  	\`version_claim\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guarantees_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_guarantees_v_locales_locale_parent_id_unique\` ON \`_guarantees_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`guarantees_id\` integer REFERENCES guarantees(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guarantees_id_idx\` ON \`payload_locked_documents_rels\` (\`guarantees_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`guarantees\`;`)
  await db.run(sql`DROP TABLE \`guarantees_locales\`;`)
  await db.run(sql`DROP TABLE \`_guarantees_v\`;`)
  await db.run(sql`DROP TABLE \`_guarantees_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`product_categories_id\` integer,
  	\`series_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_name\`;`)
}
