import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_regional_contacts_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings_regional_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_regional_contacts_languages_order_idx\` ON \`site_settings_regional_contacts_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_regional_contacts_languages_parent_idx\` ON \`site_settings_regional_contacts_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_regional_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`office\` text,
  	\`phone\` text,
  	\`time_zone\` text DEFAULT 'Asia/Shanghai',
  	\`complaints_phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_regional_contacts_order_idx\` ON \`site_settings_regional_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_regional_contacts_parent_id_idx\` ON \`site_settings_regional_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_regional_contacts_locales\` (
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_regional_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_regional_contacts_locales_locale_parent_id_uni\` ON \`site_settings_regional_contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_regional_contacts_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v_version_regional_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_regional_contacts_languages_order_idx\` ON \`_site_settings_v_version_regional_contacts_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_regional_contacts_languages_parent_idx\` ON \`_site_settings_v_version_regional_contacts_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_regional_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`office\` text,
  	\`phone\` text,
  	\`time_zone\` text DEFAULT 'Asia/Shanghai',
  	\`complaints_phone\` text,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_regional_contacts_order_idx\` ON \`_site_settings_v_version_regional_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_regional_contacts_parent_id_idx\` ON \`_site_settings_v_version_regional_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_regional_contacts_locales\` (
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_regional_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_regional_contacts_locales_locale_pa\` ON \`_site_settings_v_version_regional_contacts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`online_time_zone\` text DEFAULT 'Asia/Shanghai';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_online_time_zone\` text DEFAULT 'Asia/Shanghai';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_regional_contacts_languages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_regional_contacts\`;`)
  await db.run(sql`DROP TABLE \`site_settings_regional_contacts_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_regional_contacts_languages\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_regional_contacts\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_regional_contacts_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`online_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_online_time_zone\`;`)
}
