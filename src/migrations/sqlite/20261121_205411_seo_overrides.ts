import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_seo_seo_image_idx\` ON \`products\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_seo_version_seo_image_idx\` ON \`_products_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_image_idx\` ON \`news\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_image_idx\` ON \`_news_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_page_seo_seo_image_idx\` ON \`home_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`about_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`about_page_seo_seo_image_idx\` ON \`about_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`craft_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`craft_page_seo_seo_image_idx\` ON \`craft_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`craft_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`craft_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`case_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`case_page_seo_seo_image_idx\` ON \`case_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`case_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`case_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`qualification_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`qualification_page_seo_seo_image_idx\` ON \`qualification_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`qualification_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`qualification_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`contact_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`contact_page_seo_seo_image_idx\` ON \`contact_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`contact_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`service_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`service_page_seo_seo_image_idx\` ON \`service_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`service_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`service_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`recruit_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`recruit_page_seo_seo_image_idx\` ON \`recruit_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`recruit_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`recruit_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`product_centre_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`product_centre_page_seo_seo_image_idx\` ON \`product_centre_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`product_centre_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`product_centre_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`showcase_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`showcase_page_seo_seo_image_idx\` ON \`showcase_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`showcase_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`showcase_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_page_seo_seo_image_idx\` ON \`news_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`news_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_page_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`teamwork_page\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`teamwork_page_seo_seo_image_idx\` ON \`teamwork_page\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`teamwork_page_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`teamwork_page_locales\` ADD \`seo_description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "slug", "category_id", "sub_category_id", "specs_width", "specs_depth", "specs_height", "specs_material", "specs_finish", "specs_installation", "specs_capacity", "specs_weight", "specs_glass", "family", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "category_id", "sub_category_id", "specs_width", "specs_depth", "specs_height", "specs_material", "specs_finish", "specs_installation", "specs_capacity", "specs_weight", "specs_glass", "family", "order", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_sub_category_idx\` ON \`products\` (\`sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_order_idx\` ON \`products\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
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
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_slug", "version_category_id", "version_sub_category_id", "version_specs_width", "version_specs_depth", "version_specs_height", "version_specs_material", "version_specs_finish", "version_specs_installation", "version_specs_capacity", "version_specs_weight", "version_specs_glass", "version_family", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_category_id", "version_sub_category_id", "version_specs_width", "version_specs_depth", "version_specs_height", "version_specs_material", "version_specs_finish", "version_specs_installation", "version_specs_capacity", "version_specs_weight", "version_specs_glass", "version_family", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sub_category_idx\` ON \`_products_v\` (\`version_sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_order_idx\` ON \`_products_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`excerpt\` text,
  	\`body\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "title", "slug", "category_id", "published_at", "image_id", "excerpt", "body", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "category_id", "published_at", "image_id", "excerpt", "body", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_title", "version_slug", "version_category_id", "version_published_at", "version_image_id", "version_excerpt", "version_body", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_category_id", "version_published_at", "version_image_id", "version_excerpt", "version_body", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`showroom_image_id\` integer,
  	\`about_teaser_image_id\` integer,
  	\`trade_coverage_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`showroom_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_teaser_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`trade_coverage_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "showroom_image_id", "about_teaser_image_id", "trade_coverage_image_id", "updated_at", "created_at") SELECT "id", "showroom_image_id", "about_teaser_image_id", "trade_coverage_image_id", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_showroom_showroom_image_idx\` ON \`home_page\` (\`showroom_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_about_teaser_about_teaser_image_idx\` ON \`home_page\` (\`about_teaser_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_trade_coverage_trade_coverage_image_idx\` ON \`home_page\` (\`trade_coverage_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`intro_image_id\` integer,
  	\`factory_image_id\` integer,
  	\`showroom_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`factory_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`showroom_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_page\`("id", "banner_image_id", "intro_image_id", "factory_image_id", "showroom_image_id", "updated_at", "created_at") SELECT "id", "banner_image_id", "intro_image_id", "factory_image_id", "showroom_image_id", "updated_at", "created_at" FROM \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_page\` RENAME TO \`about_page\`;`)
  await db.run(sql`CREATE INDEX \`about_page_banner_image_idx\` ON \`about_page\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_intro_intro_image_idx\` ON \`about_page\` (\`intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_factory_factory_image_idx\` ON \`about_page\` (\`factory_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_showroom_showroom_image_idx\` ON \`about_page\` (\`showroom_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_craft_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_craft_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`craft_page\`;`)
  await db.run(sql`DROP TABLE \`craft_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_craft_page\` RENAME TO \`craft_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_case_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_case_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`case_page\`;`)
  await db.run(sql`DROP TABLE \`case_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_page\` RENAME TO \`case_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_qualification_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qualification_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`qualification_page\`;`)
  await db.run(sql`DROP TABLE \`qualification_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_qualification_page\` RENAME TO \`qualification_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page\` RENAME TO \`contact_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_service_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_service_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`service_page\`;`)
  await db.run(sql`DROP TABLE \`service_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_service_page\` RENAME TO \`service_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_recruit_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recruit_page\`("id", "image_id", "updated_at", "created_at") SELECT "id", "image_id", "updated_at", "created_at" FROM \`recruit_page\`;`)
  await db.run(sql`DROP TABLE \`recruit_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_recruit_page\` RENAME TO \`recruit_page\`;`)
  await db.run(sql`CREATE INDEX \`recruit_page_image_idx\` ON \`recruit_page\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_product_centre_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_product_centre_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`product_centre_page\`;`)
  await db.run(sql`DROP TABLE \`product_centre_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_product_centre_page\` RENAME TO \`product_centre_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_showcase_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tailorism_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`tailorism_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_showcase_page\`("id", "tailorism_image_id", "updated_at", "created_at") SELECT "id", "tailorism_image_id", "updated_at", "created_at" FROM \`showcase_page\`;`)
  await db.run(sql`DROP TABLE \`showcase_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_showcase_page\` RENAME TO \`showcase_page\`;`)
  await db.run(sql`CREATE INDEX \`showcase_page_tailorism_tailorism_image_idx\` ON \`showcase_page\` (\`tailorism_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`news_page\`;`)
  await db.run(sql`DROP TABLE \`news_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_page\` RENAME TO \`news_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_teamwork_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_teamwork_page\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`teamwork_page\`;`)
  await db.run(sql`DROP TABLE \`teamwork_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_teamwork_page\` RENAME TO \`teamwork_page\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`home_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`about_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`craft_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`craft_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`case_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`case_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`qualification_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`qualification_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`contact_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`contact_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`service_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`service_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`recruit_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`recruit_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`product_centre_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`product_centre_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`showcase_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`showcase_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`news_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`news_page_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`teamwork_page_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`teamwork_page_locales\` DROP COLUMN \`seo_description\`;`)
}
