import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "enquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"title" varchar
  );
  
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_items_order_idx" ON "enquiries_items" USING btree ("_order");
  CREATE INDEX "enquiries_items_parent_id_idx" ON "enquiries_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "enquiries_items" CASCADE;`)
}
