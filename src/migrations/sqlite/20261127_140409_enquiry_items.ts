import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cases_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`x\` numeric,
  	\`y\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cases_products_order_idx\` ON \`cases_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cases_products_parent_id_idx\` ON \`cases_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cases_products_product_idx\` ON \`cases_products\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_cases_v_version_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cases_v_version_products_order_idx\` ON \`_cases_v_version_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_products_parent_id_idx\` ON \`_cases_v_version_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cases_v_version_products_product_idx\` ON \`_cases_v_version_products\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`certificates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`certificates_rels_order_idx\` ON \`certificates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`certificates_rels_parent_idx\` ON \`certificates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_rels_path_idx\` ON \`certificates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`certificates_rels_products_id_idx\` ON \`certificates_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_certificates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_certificates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_certificates_v_rels_order_idx\` ON \`_certificates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_rels_parent_idx\` ON \`_certificates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_rels_path_idx\` ON \`_certificates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_rels_products_id_idx\` ON \`_certificates_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`test_reports_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`test_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`test_reports_rels_order_idx\` ON \`test_reports_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`test_reports_rels_parent_idx\` ON \`test_reports_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`test_reports_rels_path_idx\` ON \`test_reports_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`test_reports_rels_products_id_idx\` ON \`test_reports_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_test_reports_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_test_reports_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_test_reports_v_rels_order_idx\` ON \`_test_reports_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_test_reports_v_rels_parent_idx\` ON \`_test_reports_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_test_reports_v_rels_path_idx\` ON \`_test_reports_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_test_reports_v_rels_products_id_idx\` ON \`_test_reports_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_items_order_idx\` ON \`enquiries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_parent_id_idx\` ON \`enquiries_items\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products_downloads\` ADD \`kind\` text DEFAULT 'datasheet';`)
  await db.run(sql`ALTER TABLE \`products_downloads\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`products_variants_downloads\` ADD \`kind\` text DEFAULT 'datasheet';`)
  await db.run(sql`ALTER TABLE \`products_variants_downloads\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_downloads\` ADD \`kind\` text DEFAULT 'datasheet';`)
  await db.run(sql`ALTER TABLE \`_products_v_version_downloads\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_downloads\` ADD \`kind\` text DEFAULT 'datasheet';`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_downloads\` ADD \`language\` text;`)
  await db.run(sql`UPDATE \`products_downloads\` SET \`kind\` = 'datasheet' WHERE \`kind\` IS NULL;`)
  await db.run(sql`UPDATE \`products_variants_downloads\` SET \`kind\` = 'datasheet' WHERE \`kind\` IS NULL;`)
  await db.run(sql`UPDATE \`_products_v_version_downloads\` SET \`kind\` = 'datasheet' WHERE \`kind\` IS NULL;`)
  await db.run(sql`UPDATE \`_products_v_version_variants_downloads\` SET \`kind\` = 'datasheet' WHERE \`kind\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cases_products\`;`)
  await db.run(sql`DROP TABLE \`_cases_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`certificates_rels\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`test_reports_rels\`;`)
  await db.run(sql`DROP TABLE \`_test_reports_v_rels\`;`)
  await db.run(sql`DROP TABLE \`enquiries_items\`;`)
  await db.run(sql`ALTER TABLE \`products_downloads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`products_downloads\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`products_variants_downloads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`products_variants_downloads\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_downloads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_downloads\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_downloads\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_downloads\` DROP COLUMN \`language\`;`)
}
