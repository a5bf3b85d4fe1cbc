import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_variants_measures_overflow" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_products_variants_measures_connection" AS ENUM('g38', 'g12', 'g34', 'g114');
  CREATE TYPE "public"."enum_products_variants_measures_slip_class" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_products_specs_outline" AS ENUM('rectangle', 'round', 'oval', 'quadrant', 'pentagon');
  CREATE TYPE "public"."enum_products_specs_measures_overflow" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_products_specs_measures_connection" AS ENUM('g38', 'g12', 'g34', 'g114');
  CREATE TYPE "public"."enum_products_specs_measures_slip_class" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum__products_v_version_variants_measures_overflow" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__products_v_version_variants_measures_connection" AS ENUM('g38', 'g12', 'g34', 'g114');
  CREATE TYPE "public"."enum__products_v_version_variants_measures_slip_class" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum__products_v_version_specs_outline" AS ENUM('rectangle', 'round', 'oval', 'quadrant', 'pentagon');
  CREATE TYPE "public"."enum__products_v_version_specs_measures_overflow" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__products_v_version_specs_measures_connection" AS ENUM('g38', 'g12', 'g34', 'g114');
  CREATE TYPE "public"."enum__products_v_version_specs_measures_slip_class" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_installation_guides_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum_installation_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__installation_guides_v_version_family" AS ENUM('basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet');
  CREATE TYPE "public"."enum__installation_guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__installation_guides_v_published_locale" AS ENUM('de', 'zh', 'en', 'it', 'fr', 'es');
  ALTER TYPE "public"."enum_products_specs_material" ADD VALUE 'ceramic' BEFORE 'plywood';
  ALTER TYPE "public"."enum__products_v_version_specs_material" ADD VALUE 'ceramic' BEFORE 'plywood';
  CREATE TABLE "products_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article" varchar,
  	"quantity" numeric DEFAULT 1,
  	"spare" boolean DEFAULT false
  );
  
  CREATE TABLE "products_parts_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"article" varchar,
  	"quantity" numeric DEFAULT 1,
  	"spare" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_parts_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "installation_guides_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "installation_guides_tools_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "installation_guides_drills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"diameter" numeric
  );
  
  CREATE TABLE "installation_guides_drills_locales" (
  	"use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "installation_guides_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "installation_guides_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "installation_guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"family" "enum_installation_guides_family",
  	"revision" numeric,
  	"revised_at" timestamp(3) with time zone,
  	"translation" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_installation_guides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "installation_guides_locales" (
  	"title" varchar,
  	"safety" varchar,
  	"care" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_installation_guides_v_version_tools" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_installation_guides_v_version_tools_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_installation_guides_v_version_drills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"diameter" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_installation_guides_v_version_drills_locales" (
  	"use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_installation_guides_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_installation_guides_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_installation_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_family" "enum__installation_guides_v_version_family",
  	"version_revision" numeric,
  	"version_revised_at" timestamp(3) with time zone,
  	"version_translation" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__installation_guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__installation_guides_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_installation_guides_v_locales" (
  	"version_title" varchar,
  	"version_safety" varchar,
  	"version_care" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_variants" ADD COLUMN "measures_drain_diameter" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_drain_x" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_drain_y" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_overflow" "enum_products_variants_measures_overflow";
  ALTER TABLE "products_variants" ADD COLUMN "measures_tap_holes" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_tap_hole_diameter" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_outlet_height" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_bolt_spacing" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_seat_height" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_connection" "enum_products_variants_measures_connection";
  ALTER TABLE "products_variants" ADD COLUMN "measures_flow_rate" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_pressure_min" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_pressure_max" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_mounting_height" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_slip_class" "enum_products_variants_measures_slip_class";
  ALTER TABLE "products_variants" ADD COLUMN "measures_entry_width" numeric;
  ALTER TABLE "products_variants" ADD COLUMN "measures_wall_fixing_centres" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_outline" "enum_products_specs_outline";
  ALTER TABLE "products" ADD COLUMN "specs_outline_radius" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_outline_cut" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_drain_diameter" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_drain_x" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_drain_y" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_overflow" "enum_products_specs_measures_overflow";
  ALTER TABLE "products" ADD COLUMN "specs_measures_tap_holes" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_tap_hole_diameter" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_outlet_height" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_bolt_spacing" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_seat_height" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_connection" "enum_products_specs_measures_connection";
  ALTER TABLE "products" ADD COLUMN "specs_measures_flow_rate" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_pressure_min" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_pressure_max" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_mounting_height" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_slip_class" "enum_products_specs_measures_slip_class";
  ALTER TABLE "products" ADD COLUMN "specs_measures_entry_width" numeric;
  ALTER TABLE "products" ADD COLUMN "specs_measures_wall_fixing_centres" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_drain_diameter" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_drain_x" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_drain_y" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_overflow" "enum__products_v_version_variants_measures_overflow";
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_tap_holes" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_tap_hole_diameter" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_outlet_height" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_bolt_spacing" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_seat_height" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_connection" "enum__products_v_version_variants_measures_connection";
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_flow_rate" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_pressure_min" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_pressure_max" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_mounting_height" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_slip_class" "enum__products_v_version_variants_measures_slip_class";
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_entry_width" numeric;
  ALTER TABLE "_products_v_version_variants" ADD COLUMN "measures_wall_fixing_centres" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_outline" "enum__products_v_version_specs_outline";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_outline_radius" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_outline_cut" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_drain_diameter" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_drain_x" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_drain_y" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_overflow" "enum__products_v_version_specs_measures_overflow";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_tap_holes" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_tap_hole_diameter" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_outlet_height" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_bolt_spacing" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_seat_height" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_connection" "enum__products_v_version_specs_measures_connection";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_flow_rate" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_pressure_min" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_pressure_max" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_mounting_height" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_slip_class" "enum__products_v_version_specs_measures_slip_class";
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_entry_width" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_specs_measures_wall_fixing_centres" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "installation_guides_id" integer;
  ALTER TABLE "products_parts" ADD CONSTRAINT "products_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_parts_locales" ADD CONSTRAINT "products_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_parts" ADD CONSTRAINT "_products_v_version_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_parts_locales" ADD CONSTRAINT "_products_v_version_parts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_tools" ADD CONSTRAINT "installation_guides_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_tools_locales" ADD CONSTRAINT "installation_guides_tools_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_drills" ADD CONSTRAINT "installation_guides_drills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_drills_locales" ADD CONSTRAINT "installation_guides_drills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides_drills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_steps" ADD CONSTRAINT "installation_guides_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_steps_locales" ADD CONSTRAINT "installation_guides_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "installation_guides_locales" ADD CONSTRAINT "installation_guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."installation_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_tools" ADD CONSTRAINT "_installation_guides_v_version_tools_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_tools_locales" ADD CONSTRAINT "_installation_guides_v_version_tools_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v_version_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_drills" ADD CONSTRAINT "_installation_guides_v_version_drills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_drills_locales" ADD CONSTRAINT "_installation_guides_v_version_drills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v_version_drills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_steps" ADD CONSTRAINT "_installation_guides_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_version_steps_locales" ADD CONSTRAINT "_installation_guides_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_installation_guides_v" ADD CONSTRAINT "_installation_guides_v_parent_id_installation_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."installation_guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_installation_guides_v_locales" ADD CONSTRAINT "_installation_guides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_installation_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_parts_order_idx" ON "products_parts" USING btree ("_order");
  CREATE INDEX "products_parts_parent_id_idx" ON "products_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_parts_locales_locale_parent_id_unique" ON "products_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_parts_order_idx" ON "_products_v_version_parts" USING btree ("_order");
  CREATE INDEX "_products_v_version_parts_parent_id_idx" ON "_products_v_version_parts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_parts_locales_locale_parent_id_unique" ON "_products_v_version_parts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "installation_guides_tools_order_idx" ON "installation_guides_tools" USING btree ("_order");
  CREATE INDEX "installation_guides_tools_parent_id_idx" ON "installation_guides_tools" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "installation_guides_tools_locales_locale_parent_id_unique" ON "installation_guides_tools_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "installation_guides_drills_order_idx" ON "installation_guides_drills" USING btree ("_order");
  CREATE INDEX "installation_guides_drills_parent_id_idx" ON "installation_guides_drills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "installation_guides_drills_locales_locale_parent_id_unique" ON "installation_guides_drills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "installation_guides_steps_order_idx" ON "installation_guides_steps" USING btree ("_order");
  CREATE INDEX "installation_guides_steps_parent_id_idx" ON "installation_guides_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "installation_guides_steps_locales_locale_parent_id_unique" ON "installation_guides_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "installation_guides_family_idx" ON "installation_guides" USING btree ("family");
  CREATE INDEX "installation_guides_updated_at_idx" ON "installation_guides" USING btree ("updated_at");
  CREATE INDEX "installation_guides_created_at_idx" ON "installation_guides" USING btree ("created_at");
  CREATE INDEX "installation_guides_deleted_at_idx" ON "installation_guides" USING btree ("deleted_at");
  CREATE INDEX "installation_guides__status_idx" ON "installation_guides" USING btree ("_status");
  CREATE UNIQUE INDEX "installation_guides_locales_locale_parent_id_unique" ON "installation_guides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_installation_guides_v_version_tools_order_idx" ON "_installation_guides_v_version_tools" USING btree ("_order");
  CREATE INDEX "_installation_guides_v_version_tools_parent_id_idx" ON "_installation_guides_v_version_tools" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_installation_guides_v_version_tools_locales_locale_parent_i" ON "_installation_guides_v_version_tools_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_installation_guides_v_version_drills_order_idx" ON "_installation_guides_v_version_drills" USING btree ("_order");
  CREATE INDEX "_installation_guides_v_version_drills_parent_id_idx" ON "_installation_guides_v_version_drills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_installation_guides_v_version_drills_locales_locale_parent_" ON "_installation_guides_v_version_drills_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_installation_guides_v_version_steps_order_idx" ON "_installation_guides_v_version_steps" USING btree ("_order");
  CREATE INDEX "_installation_guides_v_version_steps_parent_id_idx" ON "_installation_guides_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_installation_guides_v_version_steps_locales_locale_parent_i" ON "_installation_guides_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_installation_guides_v_parent_idx" ON "_installation_guides_v" USING btree ("parent_id");
  CREATE INDEX "_installation_guides_v_version_version_family_idx" ON "_installation_guides_v" USING btree ("version_family");
  CREATE INDEX "_installation_guides_v_version_version_updated_at_idx" ON "_installation_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_installation_guides_v_version_version_created_at_idx" ON "_installation_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_installation_guides_v_version_version_deleted_at_idx" ON "_installation_guides_v" USING btree ("version_deleted_at");
  CREATE INDEX "_installation_guides_v_version_version__status_idx" ON "_installation_guides_v" USING btree ("version__status");
  CREATE INDEX "_installation_guides_v_created_at_idx" ON "_installation_guides_v" USING btree ("created_at");
  CREATE INDEX "_installation_guides_v_updated_at_idx" ON "_installation_guides_v" USING btree ("updated_at");
  CREATE INDEX "_installation_guides_v_snapshot_idx" ON "_installation_guides_v" USING btree ("snapshot");
  CREATE INDEX "_installation_guides_v_published_locale_idx" ON "_installation_guides_v" USING btree ("published_locale");
  CREATE INDEX "_installation_guides_v_latest_idx" ON "_installation_guides_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_installation_guides_v_locales_locale_parent_id_unique" ON "_installation_guides_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_installation_guides_fk" FOREIGN KEY ("installation_guides_id") REFERENCES "public"."installation_guides"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_installation_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("installation_guides_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_parts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_parts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_tools_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_drills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_drills_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "installation_guides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_tools_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_drills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_drills_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_installation_guides_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_parts" CASCADE;
  DROP TABLE "products_parts_locales" CASCADE;
  DROP TABLE "_products_v_version_parts" CASCADE;
  DROP TABLE "_products_v_version_parts_locales" CASCADE;
  DROP TABLE "installation_guides_tools" CASCADE;
  DROP TABLE "installation_guides_tools_locales" CASCADE;
  DROP TABLE "installation_guides_drills" CASCADE;
  DROP TABLE "installation_guides_drills_locales" CASCADE;
  DROP TABLE "installation_guides_steps" CASCADE;
  DROP TABLE "installation_guides_steps_locales" CASCADE;
  DROP TABLE "installation_guides" CASCADE;
  DROP TABLE "installation_guides_locales" CASCADE;
  DROP TABLE "_installation_guides_v_version_tools" CASCADE;
  DROP TABLE "_installation_guides_v_version_tools_locales" CASCADE;
  DROP TABLE "_installation_guides_v_version_drills" CASCADE;
  DROP TABLE "_installation_guides_v_version_drills_locales" CASCADE;
  DROP TABLE "_installation_guides_v_version_steps" CASCADE;
  DROP TABLE "_installation_guides_v_version_steps_locales" CASCADE;
  DROP TABLE "_installation_guides_v" CASCADE;
  DROP TABLE "_installation_guides_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_installation_guides_fk";
  
  ALTER TABLE "products" ALTER COLUMN "specs_material" SET DATA TYPE text;
  UPDATE "products" SET "specs_material" = NULL WHERE "specs_material" = 'ceramic';
  DROP TYPE "public"."enum_products_specs_material";
  CREATE TYPE "public"."enum_products_specs_material" AS ENUM('mineral-cast', 'solid-stone', 'acrylic', 'tempered-glass', 'brass', 'stainless-steel', 'plywood');
  ALTER TABLE "products" ALTER COLUMN "specs_material" SET DATA TYPE "public"."enum_products_specs_material" USING "specs_material"::"public"."enum_products_specs_material";
  ALTER TABLE "_products_v" ALTER COLUMN "version_specs_material" SET DATA TYPE text;
  UPDATE "_products_v" SET "version_specs_material" = NULL WHERE "version_specs_material" = 'ceramic';
  DROP TYPE "public"."enum__products_v_version_specs_material";
  CREATE TYPE "public"."enum__products_v_version_specs_material" AS ENUM('mineral-cast', 'solid-stone', 'acrylic', 'tempered-glass', 'brass', 'stainless-steel', 'plywood');
  ALTER TABLE "_products_v" ALTER COLUMN "version_specs_material" SET DATA TYPE "public"."enum__products_v_version_specs_material" USING "version_specs_material"::"public"."enum__products_v_version_specs_material";
  DROP INDEX "payload_locked_documents_rels_installation_guides_id_idx";
  ALTER TABLE "products_variants" DROP COLUMN "measures_drain_diameter";
  ALTER TABLE "products_variants" DROP COLUMN "measures_drain_x";
  ALTER TABLE "products_variants" DROP COLUMN "measures_drain_y";
  ALTER TABLE "products_variants" DROP COLUMN "measures_overflow";
  ALTER TABLE "products_variants" DROP COLUMN "measures_tap_holes";
  ALTER TABLE "products_variants" DROP COLUMN "measures_tap_hole_diameter";
  ALTER TABLE "products_variants" DROP COLUMN "measures_outlet_height";
  ALTER TABLE "products_variants" DROP COLUMN "measures_bolt_spacing";
  ALTER TABLE "products_variants" DROP COLUMN "measures_seat_height";
  ALTER TABLE "products_variants" DROP COLUMN "measures_connection";
  ALTER TABLE "products_variants" DROP COLUMN "measures_flow_rate";
  ALTER TABLE "products_variants" DROP COLUMN "measures_pressure_min";
  ALTER TABLE "products_variants" DROP COLUMN "measures_pressure_max";
  ALTER TABLE "products_variants" DROP COLUMN "measures_mounting_height";
  ALTER TABLE "products_variants" DROP COLUMN "measures_slip_class";
  ALTER TABLE "products_variants" DROP COLUMN "measures_entry_width";
  ALTER TABLE "products_variants" DROP COLUMN "measures_wall_fixing_centres";
  ALTER TABLE "products" DROP COLUMN "specs_outline";
  ALTER TABLE "products" DROP COLUMN "specs_outline_radius";
  ALTER TABLE "products" DROP COLUMN "specs_outline_cut";
  ALTER TABLE "products" DROP COLUMN "specs_measures_drain_diameter";
  ALTER TABLE "products" DROP COLUMN "specs_measures_drain_x";
  ALTER TABLE "products" DROP COLUMN "specs_measures_drain_y";
  ALTER TABLE "products" DROP COLUMN "specs_measures_overflow";
  ALTER TABLE "products" DROP COLUMN "specs_measures_tap_holes";
  ALTER TABLE "products" DROP COLUMN "specs_measures_tap_hole_diameter";
  ALTER TABLE "products" DROP COLUMN "specs_measures_outlet_height";
  ALTER TABLE "products" DROP COLUMN "specs_measures_bolt_spacing";
  ALTER TABLE "products" DROP COLUMN "specs_measures_seat_height";
  ALTER TABLE "products" DROP COLUMN "specs_measures_connection";
  ALTER TABLE "products" DROP COLUMN "specs_measures_flow_rate";
  ALTER TABLE "products" DROP COLUMN "specs_measures_pressure_min";
  ALTER TABLE "products" DROP COLUMN "specs_measures_pressure_max";
  ALTER TABLE "products" DROP COLUMN "specs_measures_mounting_height";
  ALTER TABLE "products" DROP COLUMN "specs_measures_slip_class";
  ALTER TABLE "products" DROP COLUMN "specs_measures_entry_width";
  ALTER TABLE "products" DROP COLUMN "specs_measures_wall_fixing_centres";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_drain_diameter";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_drain_x";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_drain_y";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_overflow";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_tap_holes";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_tap_hole_diameter";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_outlet_height";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_bolt_spacing";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_seat_height";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_connection";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_flow_rate";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_pressure_min";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_pressure_max";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_mounting_height";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_slip_class";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_entry_width";
  ALTER TABLE "_products_v_version_variants" DROP COLUMN "measures_wall_fixing_centres";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_outline";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_outline_radius";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_outline_cut";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_drain_diameter";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_drain_x";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_drain_y";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_overflow";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_tap_holes";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_tap_hole_diameter";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_outlet_height";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_bolt_spacing";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_seat_height";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_connection";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_flow_rate";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_pressure_min";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_pressure_max";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_mounting_height";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_slip_class";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_entry_width";
  ALTER TABLE "_products_v" DROP COLUMN "version_specs_measures_wall_fixing_centres";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "installation_guides_id";
  DROP TYPE "public"."enum_products_variants_measures_overflow";
  DROP TYPE "public"."enum_products_variants_measures_connection";
  DROP TYPE "public"."enum_products_variants_measures_slip_class";
  DROP TYPE "public"."enum_products_specs_outline";
  DROP TYPE "public"."enum_products_specs_measures_overflow";
  DROP TYPE "public"."enum_products_specs_measures_connection";
  DROP TYPE "public"."enum_products_specs_measures_slip_class";
  DROP TYPE "public"."enum__products_v_version_variants_measures_overflow";
  DROP TYPE "public"."enum__products_v_version_variants_measures_connection";
  DROP TYPE "public"."enum__products_v_version_variants_measures_slip_class";
  DROP TYPE "public"."enum__products_v_version_specs_outline";
  DROP TYPE "public"."enum__products_v_version_specs_measures_overflow";
  DROP TYPE "public"."enum__products_v_version_specs_measures_connection";
  DROP TYPE "public"."enum__products_v_version_specs_measures_slip_class";
  DROP TYPE "public"."enum_installation_guides_family";
  DROP TYPE "public"."enum_installation_guides_status";
  DROP TYPE "public"."enum__installation_guides_v_version_family";
  DROP TYPE "public"."enum__installation_guides_v_version_status";
  DROP TYPE "public"."enum__installation_guides_v_published_locale";`)
}
