import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Enquiries from every market: country, market, the phone in E.164 and the e-mail's ASCII form on
 * each enquiry; the markets table and the China-only switch in the site settings. Enquiries stored
 * before came through China's form: they become China (`CN`) with their province, the E.164 form of
 * their 11-digit number (+86) and their address (the collection took ASCII addresses only). They
 * gave no consent to the transfer to Germany and belong to no market (the markets are set up in the
 * site settings; until then every enquiry goes to SALES_EMAIL / HR_EMAIL, as before).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_markets_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_markets_countries_order_idx\` ON \`site_settings_markets_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_markets_countries_parent_idx\` ON \`site_settings_markets_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`others\` integer,
  	\`office_id\` integer,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_markets_order_idx\` ON \`site_settings_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_markets_parent_id_idx\` ON \`site_settings_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_markets_office_idx\` ON \`site_settings_markets\` (\`office_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_markets_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_markets_locales_locale_parent_id_unique\` ON \`site_settings_markets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_texts_order_parent\` ON \`site_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_markets_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v_version_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_markets_countries_order_idx\` ON \`_site_settings_v_version_markets_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_markets_countries_parent_idx\` ON \`_site_settings_v_version_markets_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`others\` integer,
  	\`office_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_markets_order_idx\` ON \`_site_settings_v_version_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_markets_parent_id_idx\` ON \`_site_settings_v_version_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_markets_office_idx\` ON \`_site_settings_v_version_markets\` (\`office_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_markets_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_markets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_markets_locales_locale_parent_id_un\` ON \`_site_settings_v_version_markets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_texts_order_parent\` ON \`_site_settings_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`country\` text NOT NULL,
  	\`market\` text,
  	\`name\` text NOT NULL,
  	\`tel\` text NOT NULL,
  	\`tel_e164\` text,
  	\`email\` text NOT NULL,
  	\`email_ascii\` text,
  	\`company\` text,
  	\`province\` text,
  	\`region\` text,
  	\`postcode\` text,
  	\`city\` text,
  	\`requirement\` text NOT NULL,
  	\`job_id\` integer,
  	\`product\` text,
  	\`locale\` text,
  	\`consent_at\` text,
  	\`transfer_consent_at\` text,
  	\`mail_status\` text DEFAULT 'pending',
  	\`mail_attempts\` numeric DEFAULT 0,
  	\`mail_sent_at\` text,
  	\`mail_error\` text,
  	\`idempotency_key\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "country", "market", "name", "tel", "tel_e164", "email", "email_ascii", "company", "province", "region", "postcode", "city", "requirement", "job_id", "product", "locale", "consent_at", "transfer_consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at") SELECT "id", "type", "status", 'CN', NULL, "name", "tel", CASE WHEN length("tel") = 11 AND "tel" NOT GLOB '*[^0-9]*' THEN '+86' || "tel" END, "email", "email", "company", "province", NULL, NULL, NULL, "requirement", "job_id", "product", "locale", "consent_at", NULL, "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_country_idx\` ON \`enquiries\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_market_idx\` ON \`enquiries\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_province_idx\` ON \`enquiries\` (\`province\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_job_idx\` ON \`enquiries\` (\`job_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`china_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_china_only\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_markets_countries\`;`)
  await db.run(sql`DROP TABLE \`site_settings_markets\`;`)
  await db.run(sql`DROP TABLE \`site_settings_markets_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_markets_countries\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_markets\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_markets_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text NOT NULL,
  	\`tel\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`province\` text NOT NULL,
  	\`requirement\` text NOT NULL,
  	\`job_id\` integer,
  	\`product\` text,
  	\`locale\` text,
  	\`consent_at\` text,
  	\`mail_status\` text DEFAULT 'pending',
  	\`mail_attempts\` numeric DEFAULT 0,
  	\`mail_sent_at\` text,
  	\`mail_error\` text,
  	\`idempotency_key\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "name", "tel", "email", "company", "province", "requirement", "job_id", "product", "locale", "consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at") SELECT "id", "type", "status", "name", "tel", "email", "company", COALESCE("province", ''), "requirement", "job_id", "product", "locale", "consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_province_idx\` ON \`enquiries\` (\`province\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_job_idx\` ON \`enquiries\` (\`job_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`china_only\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_china_only\`;`)
}
