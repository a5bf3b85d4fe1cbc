import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_synonyms_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_order_idx\` ON \`search_synonyms_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_synonyms_groups_parent_id_idx\` ON \`search_synonyms_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_synonyms_groups_locales\` (
  	\`words\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_synonyms_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_synonyms_groups_locales_locale_parent_id_unique\` ON \`search_synonyms_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_synonyms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`translation\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`search_synonyms__status_idx\` ON \`search_synonyms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_search_synonyms_v_version_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_search_synonyms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_version_groups_order_idx\` ON \`_search_synonyms_v_version_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_version_groups_parent_id_idx\` ON \`_search_synonyms_v_version_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_search_synonyms_v_version_groups_locales\` (
  	\`words\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_search_synonyms_v_version_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_search_synonyms_v_version_groups_locales_locale_parent_id_u\` ON \`_search_synonyms_v_version_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_search_synonyms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_translation\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_version_version__status_idx\` ON \`_search_synonyms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_created_at_idx\` ON \`_search_synonyms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_updated_at_idx\` ON \`_search_synonyms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_snapshot_idx\` ON \`_search_synonyms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_published_locale_idx\` ON \`_search_synonyms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_latest_idx\` ON \`_search_synonyms_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_search_synonyms_v_autosave_idx\` ON \`_search_synonyms_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`fit_range_width_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`fit_range_width_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`fit_range_depth_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`fit_range_depth_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`fit_range_width_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`fit_range_width_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`fit_range_depth_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`fit_range_depth_to\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_synonyms_groups\`;`)
  await db.run(sql`DROP TABLE \`search_synonyms_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`search_synonyms\`;`)
  await db.run(sql`DROP TABLE \`_search_synonyms_v_version_groups\`;`)
  await db.run(sql`DROP TABLE \`_search_synonyms_v_version_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_search_synonyms_v\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`fit_range_width_from\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`fit_range_width_to\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`fit_range_depth_from\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`fit_range_depth_to\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`fit_range_width_from\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`fit_range_width_to\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`fit_range_depth_from\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`fit_range_depth_to\`;`)
}
