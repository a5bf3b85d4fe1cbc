import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article\` text,
  	\`quantity\` numeric DEFAULT 1,
  	\`spare\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_parts_order_idx\` ON \`products_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_parts_parent_id_idx\` ON \`products_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_parts_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_parts_locales_locale_parent_id_unique\` ON \`products_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article\` text,
  	\`quantity\` numeric DEFAULT 1,
  	\`spare\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_parts_order_idx\` ON \`_products_v_version_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_parts_parent_id_idx\` ON \`_products_v_version_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_parts_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_parts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_parts_locales_locale_parent_id_unique\` ON \`_products_v_version_parts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_tools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installation_guides_tools_order_idx\` ON \`installation_guides_tools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_tools_parent_id_idx\` ON \`installation_guides_tools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_tools_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides_tools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_guides_tools_locales_locale_parent_id_unique\` ON \`installation_guides_tools_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_drills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`diameter\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installation_guides_drills_order_idx\` ON \`installation_guides_drills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_drills_parent_id_idx\` ON \`installation_guides_drills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_drills_locales\` (
  	\`use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides_drills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_guides_drills_locales_locale_parent_id_unique\` ON \`installation_guides_drills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`installation_guides_steps_order_idx\` ON \`installation_guides_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_steps_parent_id_idx\` ON \`installation_guides_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_guides_steps_locales_locale_parent_id_unique\` ON \`installation_guides_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`family\` text,
  	\`revision\` numeric,
  	\`revised_at\` text,
  	\`translation\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_guides_family_idx\` ON \`installation_guides\` (\`family\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_updated_at_idx\` ON \`installation_guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_created_at_idx\` ON \`installation_guides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides_deleted_at_idx\` ON \`installation_guides\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`installation_guides__status_idx\` ON \`installation_guides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`installation_guides_locales\` (
  	\`title\` text,
  	\`safety\` text,
  	\`care\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_guides_locales_locale_parent_id_unique\` ON \`installation_guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_tools\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_tools_order_idx\` ON \`_installation_guides_v_version_tools\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_tools_parent_id_idx\` ON \`_installation_guides_v_version_tools\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_tools_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v_version_tools\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_installation_guides_v_version_tools_locales_locale_parent_i\` ON \`_installation_guides_v_version_tools_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_drills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`diameter\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_drills_order_idx\` ON \`_installation_guides_v_version_drills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_drills_parent_id_idx\` ON \`_installation_guides_v_version_drills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_drills_locales\` (
  	\`use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v_version_drills\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_installation_guides_v_version_drills_locales_locale_parent_\` ON \`_installation_guides_v_version_drills_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_steps_order_idx\` ON \`_installation_guides_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_steps_parent_id_idx\` ON \`_installation_guides_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_version_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_installation_guides_v_version_steps_locales_locale_parent_i\` ON \`_installation_guides_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_family\` text,
  	\`version_revision\` numeric,
  	\`version_revised_at\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`installation_guides\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_parent_idx\` ON \`_installation_guides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_version_family_idx\` ON \`_installation_guides_v\` (\`version_family\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_version_updated_at_idx\` ON \`_installation_guides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_version_created_at_idx\` ON \`_installation_guides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_version_deleted_at_idx\` ON \`_installation_guides_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_version_version__status_idx\` ON \`_installation_guides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_created_at_idx\` ON \`_installation_guides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_updated_at_idx\` ON \`_installation_guides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_snapshot_idx\` ON \`_installation_guides_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_published_locale_idx\` ON \`_installation_guides_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_installation_guides_v_latest_idx\` ON \`_installation_guides_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_installation_guides_v_locales\` (
  	\`version_title\` text,
  	\`version_safety\` text,
  	\`version_care\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_installation_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_installation_guides_v_locales_locale_parent_id_unique\` ON \`_installation_guides_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_drain_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_drain_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_drain_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_overflow\` text;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_tap_holes\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_tap_hole_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_outlet_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_bolt_spacing\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_seat_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_connection\` text;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_flow_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_pressure_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_pressure_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_mounting_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_slip_class\` text;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_entry_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_variants\` ADD \`measures_wall_fixing_centres\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_outline\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_outline_radius\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_outline_cut\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_drain_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_drain_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_drain_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_overflow\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_tap_holes\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_tap_hole_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_outlet_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_bolt_spacing\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_seat_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_connection\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_flow_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_pressure_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_pressure_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_mounting_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_slip_class\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_entry_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_measures_wall_fixing_centres\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_drain_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_drain_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_drain_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_overflow\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_tap_holes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_tap_hole_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_outlet_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_bolt_spacing\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_seat_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_connection\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_flow_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_pressure_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_pressure_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_mounting_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_slip_class\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_entry_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` ADD \`measures_wall_fixing_centres\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_outline\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_outline_radius\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_outline_cut\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_drain_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_drain_x\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_drain_y\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_overflow\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_tap_holes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_tap_hole_diameter\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_outlet_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_bolt_spacing\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_seat_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_connection\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_flow_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_pressure_min\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_pressure_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_mounting_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_slip_class\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_entry_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_measures_wall_fixing_centres\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`installation_guides_id\` integer REFERENCES installation_guides(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_installation_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`installation_guides_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_parts\`;`)
  await db.run(sql`DROP TABLE \`products_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_parts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_parts_locales\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_tools\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_tools_locales\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_drills\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_drills_locales\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_steps\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`installation_guides\`;`)
  await db.run(sql`DROP TABLE \`installation_guides_locales\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_tools\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_tools_locales\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_drills\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_drills_locales\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v\`;`)
  await db.run(sql`DROP TABLE \`_installation_guides_v_locales\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "banners_id", "product_categories_id", "series_id", "products_id", "technology_lines_id", "cases_id", "certificates_id", "test_reports_id", "history_entries_id", "exhibitions_id", "news_categories_id", "news_id", "job_openings_id", "offices_id", "service_guarantees_id", "showroom_countries_id", "company_facts_id", "legal_pages_id", "guarantees_id", "redirects_id", "enquiries_id", "search_entries_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guarantees_id_idx\` ON \`payload_locked_documents_rels\` (\`guarantees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_drain_diameter\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_drain_x\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_drain_y\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_overflow\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_tap_holes\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_tap_hole_diameter\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_outlet_height\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_bolt_spacing\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_seat_height\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_connection\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_flow_rate\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_pressure_min\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_pressure_max\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_mounting_height\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_slip_class\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_entry_width\`;`)
  await db.run(sql`ALTER TABLE \`products_variants\` DROP COLUMN \`measures_wall_fixing_centres\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_outline\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_outline_radius\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_outline_cut\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_drain_diameter\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_drain_x\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_drain_y\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_overflow\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_tap_holes\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_tap_hole_diameter\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_outlet_height\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_bolt_spacing\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_seat_height\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_connection\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_flow_rate\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_pressure_min\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_pressure_max\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_mounting_height\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_slip_class\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_entry_width\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_measures_wall_fixing_centres\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_drain_diameter\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_drain_x\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_drain_y\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_overflow\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_tap_holes\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_tap_hole_diameter\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_outlet_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_bolt_spacing\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_seat_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_connection\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_flow_rate\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_pressure_min\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_pressure_max\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_mounting_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_slip_class\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_entry_width\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants\` DROP COLUMN \`measures_wall_fixing_centres\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_outline\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_outline_radius\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_outline_cut\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_drain_diameter\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_drain_x\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_drain_y\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_overflow\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_tap_holes\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_tap_hole_diameter\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_outlet_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_bolt_spacing\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_seat_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_connection\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_flow_rate\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_pressure_min\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_pressure_max\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_mounting_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_slip_class\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_entry_width\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_measures_wall_fixing_centres\`;`)
}
