import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_opening\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_fit_range_width_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_fit_range_width_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_fit_range_depth_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`specs_fit_range_depth_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_opening\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_fit_range_width_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_fit_range_width_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_fit_range_depth_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_specs_fit_range_depth_to\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_opening\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_fit_range_width_from\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_fit_range_width_to\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_fit_range_depth_from\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`specs_fit_range_depth_to\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_opening\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_fit_range_width_from\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_fit_range_width_to\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_fit_range_depth_from\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_specs_fit_range_depth_to\`;`)
}
