import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`series\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`seo_image_id\` integer,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`series_slug_idx\` ON \`series\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`series_order_idx\` ON \`series\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`series_seo_seo_image_idx\` ON \`series\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`series_updated_at_idx\` ON \`series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`series_created_at_idx\` ON \`series\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`series_deleted_at_idx\` ON \`series\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`series__status_idx\` ON \`series\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`series_locales\` (
  	\`title\` text,
  	\`story\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`series_locales_locale_parent_id_unique\` ON \`series_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`series_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`series_rels_order_idx\` ON \`series_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_parent_idx\` ON \`series_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_path_idx\` ON \`series_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_media_id_idx\` ON \`series_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_series_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seo_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_series_v_parent_idx\` ON \`_series_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_slug_idx\` ON \`_series_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_order_idx\` ON \`_series_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_seo_version_seo_image_idx\` ON \`_series_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_updated_at_idx\` ON \`_series_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_created_at_idx\` ON \`_series_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version_deleted_at_idx\` ON \`_series_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_version_version__status_idx\` ON \`_series_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_created_at_idx\` ON \`_series_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_updated_at_idx\` ON \`_series_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_snapshot_idx\` ON \`_series_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_published_locale_idx\` ON \`_series_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_latest_idx\` ON \`_series_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_autosave_idx\` ON \`_series_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_series_v_locales\` (
  	\`version_title\` text,
  	\`version_story\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_series_v_locales_locale_parent_id_unique\` ON \`_series_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_series_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_series_v_rels_order_idx\` ON \`_series_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_rels_parent_idx\` ON \`_series_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_rels_path_idx\` ON \`_series_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_series_v_rels_media_id_idx\` ON \`_series_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`products_variants_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_variants_downloads_order_idx\` ON \`products_variants_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_downloads_parent_id_idx\` ON \`products_variants_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_downloads_file_idx\` ON \`products_variants_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`products_variants_downloads_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_variants_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_variants_downloads_locales_locale_parent_id_unique\` ON \`products_variants_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_number\` text,
  	\`gtin\` text,
  	\`colour\` text,
  	\`finish\` text,
  	\`width\` numeric,
  	\`depth\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_variants_order_idx\` ON \`products_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_parent_id_idx\` ON \`products_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_article_number_idx\` ON \`products_variants\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`products_variants_gtin_idx\` ON \`products_variants\` (\`gtin\`);`)
  await db.run(sql`CREATE TABLE \`products_variants_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_variants_locales_locale_parent_id_unique\` ON \`products_variants_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variants_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_downloads_order_idx\` ON \`_products_v_version_variants_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_downloads_parent_id_idx\` ON \`_products_v_version_variants_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_downloads_file_idx\` ON \`_products_v_version_variants_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variants_downloads_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_variants_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_variants_downloads_locales_locale_parent\` ON \`_products_v_version_variants_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_number\` text,
  	\`gtin\` text,
  	\`colour\` text,
  	\`finish\` text,
  	\`width\` numeric,
  	\`depth\` numeric,
  	\`height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_order_idx\` ON \`_products_v_version_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_parent_id_idx\` ON \`_products_v_version_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_article_number_idx\` ON \`_products_v_version_variants\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_gtin_idx\` ON \`_products_v_version_variants\` (\`gtin\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variants_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_variants_locales_locale_parent_id_unique\` ON \`_products_v_version_variants_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`series_id\` integer REFERENCES series(id);`)
  await db.run(sql`CREATE INDEX \`products_series_idx\` ON \`products\` (\`series_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_series_id\` integer REFERENCES series(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_series_idx\` ON \`_products_v\` (\`version_series_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`series_id\` integer REFERENCES series(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Off for the whole way down: dropping a table while they are on deletes the rows that point
  // at it (the other languages of the products' versions), and the products point at the series.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`series\`;`)
  await db.run(sql`DROP TABLE \`series_locales\`;`)
  await db.run(sql`DROP TABLE \`series_rels\`;`)
  await db.run(sql`DROP TABLE \`_series_v\`;`)
  await db.run(sql`DROP TABLE \`_series_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_series_v_rels\`;`)
  await db.run(sql`DROP TABLE \`products_variants_downloads\`;`)
  await db.run(sql`DROP TABLE \`products_variants_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`products_variants\`;`)
  await db.run(sql`DROP TABLE \`products_variants_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variants_downloads\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variants_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variants\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variants_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`sub_category_id\` integer,
  	\`specs_width\` numeric,
  	\`specs_depth\` numeric,
  	\`specs_height\` numeric,
  	\`specs_material\` text,
  	\`specs_finish\` text,
  	\`specs_installation\` text,
  	\`specs_capacity\` numeric,
  	\`specs_weight\` numeric,
  	\`specs_glass\` numeric,
  	\`family\` text,
  	\`order\` numeric DEFAULT 0,
  	\`seo_image_id\` integer,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "slug", "category_id", "sub_category_id", "specs_width", "specs_depth", "specs_height", "specs_material", "specs_finish", "specs_installation", "specs_capacity", "specs_weight", "specs_glass", "family", "order", "seo_image_id", "translation", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "slug", "category_id", "sub_category_id", "specs_width", "specs_depth", "specs_height", "specs_material", "specs_finish", "specs_installation", "specs_capacity", "specs_weight", "specs_glass", "family", "order", "seo_image_id", "translation", "updated_at", "created_at", "deleted_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_sub_category_idx\` ON \`products\` (\`sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_seo_seo_image_idx\` ON \`products\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products_deleted_at_idx\` ON \`products\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_sub_category_id\` integer,
  	\`version_specs_width\` numeric,
  	\`version_specs_depth\` numeric,
  	\`version_specs_height\` numeric,
  	\`version_specs_material\` text,
  	\`version_specs_finish\` text,
  	\`version_specs_installation\` text,
  	\`version_specs_capacity\` numeric,
  	\`version_specs_weight\` numeric,
  	\`version_specs_glass\` numeric,
  	\`version_family\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_seo_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_slug", "version_category_id", "version_sub_category_id", "version_specs_width", "version_specs_depth", "version_specs_height", "version_specs_material", "version_specs_finish", "version_specs_installation", "version_specs_capacity", "version_specs_weight", "version_specs_glass", "version_family", "version_order", "version_seo_image_id", "version_translation", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_category_id", "version_sub_category_id", "version_specs_width", "version_specs_depth", "version_specs_height", "version_specs_material", "version_specs_finish", "version_specs_installation", "version_specs_capacity", "version_specs_weight", "version_specs_glass", "version_family", "version_order", "version_seo_image_id", "version_translation", "version_updated_at", "version_created_at", "version_deleted_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sub_category_idx\` ON \`_products_v\` (\`version_sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_order_idx\` ON \`_products_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_seo_version_seo_image_idx\` ON \`_products_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_deleted_at_idx\` ON \`_products_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
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
  	\`redirects_id\` integer,
  	\`enquiries_id\` integer,
  	\`search_entries_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
