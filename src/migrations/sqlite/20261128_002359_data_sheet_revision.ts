import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`revision\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`revised_at\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_revision\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_revised_at\` text;`)
  // The count so far: the published versions kept, dated by the newest (what data sheets stated
  // before), in each product and in each kept version (so a draft carries the count on).
  await db.run(sql`UPDATE \`products\` SET
    \`revision\` = (SELECT count(*) FROM \`_products_v\` v WHERE v.\`parent_id\` = \`products\`.\`id\` AND v.\`version__status\` = 'published'),
    \`revised_at\` = (SELECT max(v.\`updated_at\`) FROM \`_products_v\` v WHERE v.\`parent_id\` = \`products\`.\`id\` AND v.\`version__status\` = 'published');`)
  await db.run(sql`UPDATE \`_products_v\` SET
    \`version_revision\` = (SELECT count(*) FROM \`_products_v\` p WHERE p.\`parent_id\` = \`_products_v\`.\`parent_id\` AND p.\`version__status\` = 'published' AND p.\`updated_at\` <= \`_products_v\`.\`updated_at\`),
    \`version_revised_at\` = (SELECT max(p.\`updated_at\`) FROM \`_products_v\` p WHERE p.\`parent_id\` = \`_products_v\`.\`parent_id\` AND p.\`version__status\` = 'published' AND p.\`updated_at\` <= \`_products_v\`.\`updated_at\`);`)
  // A published product whose published versions were all pushed out by drafts: at least one.
  await db.run(sql`UPDATE \`products\` SET \`revision\` = 1, \`revised_at\` = \`updated_at\` WHERE \`_status\` = 'published' AND (\`revision\` IS NULL OR \`revision\` = 0);`)
  await db.run(sql`UPDATE \`products\` SET \`revision\` = NULL WHERE \`revision\` = 0;`)
  await db.run(sql`UPDATE \`_products_v\` SET \`version_revision\` = NULL WHERE \`version_revision\` = 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`revision\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`revised_at\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_revision\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_revised_at\`;`)
}
