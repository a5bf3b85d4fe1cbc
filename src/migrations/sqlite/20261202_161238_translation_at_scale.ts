import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`translation_memory\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source_language\` text DEFAULT 'de' NOT NULL,
  	\`target_language\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`origin\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`translation_memory_target_language_idx\` ON \`translation_memory\` (\`target_language\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`translation_memory_key_idx\` ON \`translation_memory\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`translation_memory_updated_at_idx\` ON \`translation_memory\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`translation_memory_created_at_idx\` ON \`translation_memory\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`translation_memory\`;`)
}
