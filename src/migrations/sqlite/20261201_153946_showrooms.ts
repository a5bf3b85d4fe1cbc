import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`showrooms_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`showrooms_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_hours_days_order_idx\` ON \`showrooms_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_hours_days_parent_idx\` ON \`showrooms_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_hours_order_idx\` ON \`showrooms_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_hours_parent_id_idx\` ON \`showrooms_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`closed\` integer DEFAULT true,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_exceptions_order_idx\` ON \`showrooms_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_exceptions_parent_id_idx\` ON \`showrooms_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_exceptions_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showrooms_exceptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`showrooms_exceptions_locales_locale_parent_id_unique\` ON \`showrooms_exceptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_languages_order_idx\` ON \`showrooms_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_languages_parent_idx\` ON \`showrooms_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dealer',
  	\`slug\` text,
  	\`postcode\` text,
  	\`country\` text,
  	\`position_lat\` numeric,
  	\`position_lng\` numeric,
  	\`time_zone\` text DEFAULT 'Europe/Berlin',
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`accessibility_step_free\` integer,
  	\`accessibility_toilet\` integer,
  	\`accessibility_parking\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_kind_idx\` ON \`showrooms\` (\`kind\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`showrooms_slug_idx\` ON \`showrooms\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_postcode_idx\` ON \`showrooms\` (\`postcode\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_country_idx\` ON \`showrooms\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_order_idx\` ON \`showrooms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_updated_at_idx\` ON \`showrooms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_created_at_idx\` ON \`showrooms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_deleted_at_idx\` ON \`showrooms\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`showrooms__status_idx\` ON \`showrooms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_locales\` (
  	\`name\` text,
  	\`intro\` text,
  	\`street\` text,
  	\`city\` text,
  	\`region\` text,
  	\`accessibility_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`showrooms_locales_locale_parent_id_unique\` ON \`showrooms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`showrooms_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`series_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`showrooms_rels_order_idx\` ON \`showrooms_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_rels_parent_idx\` ON \`showrooms_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_rels_path_idx\` ON \`showrooms_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_rels_media_id_idx\` ON \`showrooms_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_rels_series_id_idx\` ON \`showrooms_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`showrooms_rels_products_id_idx\` ON \`showrooms_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_version_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_showrooms_v_version_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_hours_days_order_idx\` ON \`_showrooms_v_version_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_hours_days_parent_idx\` ON \`_showrooms_v_version_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_version_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showrooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_hours_order_idx\` ON \`_showrooms_v_version_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_hours_parent_id_idx\` ON \`_showrooms_v_version_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_version_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`closed\` integer DEFAULT true,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showrooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_exceptions_order_idx\` ON \`_showrooms_v_version_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_exceptions_parent_id_idx\` ON \`_showrooms_v_version_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_version_exceptions_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showrooms_v_version_exceptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_showrooms_v_version_exceptions_locales_locale_parent_id_uni\` ON \`_showrooms_v_version_exceptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_version_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_showrooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_languages_order_idx\` ON \`_showrooms_v_version_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_languages_parent_idx\` ON \`_showrooms_v_version_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'dealer',
  	\`version_slug\` text,
  	\`version_postcode\` text,
  	\`version_country\` text,
  	\`version_position_lat\` numeric,
  	\`version_position_lng\` numeric,
  	\`version_time_zone\` text DEFAULT 'Europe/Berlin',
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_accessibility_step_free\` integer,
  	\`version_accessibility_toilet\` integer,
  	\`version_accessibility_parking\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_parent_idx\` ON \`_showrooms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_kind_idx\` ON \`_showrooms_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_slug_idx\` ON \`_showrooms_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_postcode_idx\` ON \`_showrooms_v\` (\`version_postcode\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_country_idx\` ON \`_showrooms_v\` (\`version_country\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_order_idx\` ON \`_showrooms_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_updated_at_idx\` ON \`_showrooms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_created_at_idx\` ON \`_showrooms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version_deleted_at_idx\` ON \`_showrooms_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_version_version__status_idx\` ON \`_showrooms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_created_at_idx\` ON \`_showrooms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_updated_at_idx\` ON \`_showrooms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_snapshot_idx\` ON \`_showrooms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_published_locale_idx\` ON \`_showrooms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_latest_idx\` ON \`_showrooms_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_autosave_idx\` ON \`_showrooms_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_locales\` (
  	\`version_name\` text,
  	\`version_intro\` text,
  	\`version_street\` text,
  	\`version_city\` text,
  	\`version_region\` text,
  	\`version_accessibility_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_showrooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_showrooms_v_locales_locale_parent_id_unique\` ON \`_showrooms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_showrooms_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`series_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_showrooms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_order_idx\` ON \`_showrooms_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_parent_idx\` ON \`_showrooms_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_path_idx\` ON \`_showrooms_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_media_id_idx\` ON \`_showrooms_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_series_id_idx\` ON \`_showrooms_v_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`_showrooms_v_rels_products_id_idx\` ON \`_showrooms_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`series_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_rels_order_idx\` ON \`enquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_rels_parent_idx\` ON \`enquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_rels_path_idx\` ON \`enquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_rels_series_id_idx\` ON \`enquiries_rels\` (\`series_id\`);`)
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
  	\`showroom_id\` integer,
  	\`visit_date\` text,
  	\`visit_time\` text,
  	\`requirement\` text,
  	\`job_id\` integer,
  	\`product\` text,
  	\`locale\` text,
  	\`consent_at\` text,
  	\`transfer_consent_at\` text,
  	\`share_consent_at\` text,
  	\`mail_status\` text DEFAULT 'pending',
  	\`mail_attempts\` numeric DEFAULT 0,
  	\`mail_sent_at\` text,
  	\`mail_error\` text,
  	\`idempotency_key\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`showroom_id\`) REFERENCES \`showrooms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // The new columns start empty (the generated copy selected them from the old table, which has none).
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "country", "market", "name", "tel", "tel_e164", "email", "email_ascii", "company", "province", "region", "postcode", "city", "showroom_id", "visit_date", "visit_time", "requirement", "job_id", "product", "locale", "consent_at", "transfer_consent_at", "share_consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at") SELECT "id", "type", "status", "country", "market", "name", "tel", "tel_e164", "email", "email_ascii", "company", "province", "region", "postcode", "city", NULL, NULL, NULL, "requirement", "job_id", "product", "locale", "consent_at", "transfer_consent_at", NULL, "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_type_idx\` ON \`enquiries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_country_idx\` ON \`enquiries\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_market_idx\` ON \`enquiries\` (\`market\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_province_idx\` ON \`enquiries\` (\`province\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_showroom_idx\` ON \`enquiries\` (\`showroom_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_job_idx\` ON \`enquiries\` (\`job_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`showrooms_id\` integer REFERENCES showrooms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_showrooms_id_idx\` ON \`payload_locked_documents_rels\` (\`showrooms_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`showrooms_hours_days\`;`)
  await db.run(sql`DROP TABLE \`showrooms_hours\`;`)
  await db.run(sql`DROP TABLE \`showrooms_exceptions\`;`)
  await db.run(sql`DROP TABLE \`showrooms_exceptions_locales\`;`)
  await db.run(sql`DROP TABLE \`showrooms_languages\`;`)
  await db.run(sql`DROP TABLE \`showrooms\`;`)
  await db.run(sql`DROP TABLE \`showrooms_locales\`;`)
  await db.run(sql`DROP TABLE \`showrooms_rels\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_version_hours_days\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_version_hours\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_version_exceptions\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_version_exceptions_locales\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_version_languages\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_showrooms_v_rels\`;`)
  await db.run(sql`DROP TABLE \`enquiries_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // Appointments are kept as other enquiries, with a message where they had none.
  await db.run(sql`UPDATE \`enquiries\` SET \`type\` = 'other' WHERE \`type\` = 'appointment';`)
  await db.run(sql`UPDATE \`enquiries\` SET \`requirement\` = '' WHERE \`requirement\` IS NULL;`)
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
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "type", "status", "country", "market", "name", "tel", "tel_e164", "email", "email_ascii", "company", "province", "region", "postcode", "city", "requirement", "job_id", "product", "locale", "consent_at", "transfer_consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at") SELECT "id", "type", "status", "country", "market", "name", "tel", "tel_e164", "email", "email_ascii", "company", "province", "region", "postcode", "city", "requirement", "job_id", "product", "locale", "consent_at", "transfer_consent_at", "mail_status", "mail_attempts", "mail_sent_at", "mail_error", "idempotency_key", "notes", "updated_at", "created_at" FROM \`enquiries\`;`)
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
  	\`declarations_id\` integer,
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
  	FOREIGN KEY (\`declarations_id\`) REFERENCES \`declarations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "installation_guides_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "declarations_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "installation_guides_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "declarations_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_declarations_id_idx\` ON \`payload_locked_documents_rels\` (\`declarations_id\`);`)
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
