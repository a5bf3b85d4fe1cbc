import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "products_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "news" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "home_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "home_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "about_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "about_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "about_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "craft_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "craft_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "craft_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "case_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "case_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "case_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "qualification_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "qualification_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "qualification_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "contact_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "contact_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "contact_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "service_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "service_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "service_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "recruit_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "recruit_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "recruit_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "product_centre_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "product_centre_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "product_centre_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "showcase_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "showcase_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "showcase_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "news_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "news_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "news_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "teamwork_page" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "teamwork_page_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "teamwork_page_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "products" ADD CONSTRAINT "products_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "craft_page" ADD CONSTRAINT "craft_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_page" ADD CONSTRAINT "case_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qualification_page" ADD CONSTRAINT "qualification_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_page" ADD CONSTRAINT "service_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recruit_page" ADD CONSTRAINT "recruit_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_centre_page" ADD CONSTRAINT "product_centre_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "showcase_page" ADD CONSTRAINT "showcase_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_page" ADD CONSTRAINT "news_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teamwork_page" ADD CONSTRAINT "teamwork_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_seo_seo_image_idx" ON "products" USING btree ("seo_image_id");
  CREATE INDEX "_products_v_version_seo_version_seo_image_idx" ON "_products_v" USING btree ("version_seo_image_id");
  CREATE INDEX "news_seo_seo_image_idx" ON "news" USING btree ("seo_image_id");
  CREATE INDEX "_news_v_version_seo_version_seo_image_idx" ON "_news_v" USING btree ("version_seo_image_id");
  CREATE INDEX "home_page_seo_seo_image_idx" ON "home_page" USING btree ("seo_image_id");
  CREATE INDEX "about_page_seo_seo_image_idx" ON "about_page" USING btree ("seo_image_id");
  CREATE INDEX "craft_page_seo_seo_image_idx" ON "craft_page" USING btree ("seo_image_id");
  CREATE INDEX "case_page_seo_seo_image_idx" ON "case_page" USING btree ("seo_image_id");
  CREATE INDEX "qualification_page_seo_seo_image_idx" ON "qualification_page" USING btree ("seo_image_id");
  CREATE INDEX "contact_page_seo_seo_image_idx" ON "contact_page" USING btree ("seo_image_id");
  CREATE INDEX "service_page_seo_seo_image_idx" ON "service_page" USING btree ("seo_image_id");
  CREATE INDEX "recruit_page_seo_seo_image_idx" ON "recruit_page" USING btree ("seo_image_id");
  CREATE INDEX "product_centre_page_seo_seo_image_idx" ON "product_centre_page" USING btree ("seo_image_id");
  CREATE INDEX "showcase_page_seo_seo_image_idx" ON "showcase_page" USING btree ("seo_image_id");
  CREATE INDEX "news_page_seo_seo_image_idx" ON "news_page" USING btree ("seo_image_id");
  CREATE INDEX "teamwork_page_seo_seo_image_idx" ON "teamwork_page" USING btree ("seo_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_seo_image_id_media_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_seo_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "craft_page" DROP CONSTRAINT "craft_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "case_page" DROP CONSTRAINT "case_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "qualification_page" DROP CONSTRAINT "qualification_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "contact_page" DROP CONSTRAINT "contact_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "service_page" DROP CONSTRAINT "service_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "recruit_page" DROP CONSTRAINT "recruit_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "product_centre_page" DROP CONSTRAINT "product_centre_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "showcase_page" DROP CONSTRAINT "showcase_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "news_page" DROP CONSTRAINT "news_page_seo_image_id_media_id_fk";
  
  ALTER TABLE "teamwork_page" DROP CONSTRAINT "teamwork_page_seo_image_id_media_id_fk";
  
  DROP INDEX "products_seo_seo_image_idx";
  DROP INDEX "_products_v_version_seo_version_seo_image_idx";
  DROP INDEX "news_seo_seo_image_idx";
  DROP INDEX "_news_v_version_seo_version_seo_image_idx";
  DROP INDEX "home_page_seo_seo_image_idx";
  DROP INDEX "about_page_seo_seo_image_idx";
  DROP INDEX "craft_page_seo_seo_image_idx";
  DROP INDEX "case_page_seo_seo_image_idx";
  DROP INDEX "qualification_page_seo_seo_image_idx";
  DROP INDEX "contact_page_seo_seo_image_idx";
  DROP INDEX "service_page_seo_seo_image_idx";
  DROP INDEX "recruit_page_seo_seo_image_idx";
  DROP INDEX "product_centre_page_seo_seo_image_idx";
  DROP INDEX "showcase_page_seo_seo_image_idx";
  DROP INDEX "news_page_seo_seo_image_idx";
  DROP INDEX "teamwork_page_seo_seo_image_idx";
  ALTER TABLE "products" DROP COLUMN "seo_image_id";
  ALTER TABLE "products_locales" DROP COLUMN "seo_title";
  ALTER TABLE "products_locales" DROP COLUMN "seo_description";
  ALTER TABLE "_products_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_seo_description";
  ALTER TABLE "news" DROP COLUMN "seo_title";
  ALTER TABLE "news" DROP COLUMN "seo_description";
  ALTER TABLE "news" DROP COLUMN "seo_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "home_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "home_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "home_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "about_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "about_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "about_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "craft_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "craft_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "craft_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "case_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "case_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "case_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "qualification_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "qualification_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "qualification_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "contact_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "contact_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "contact_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "service_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "service_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "service_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "recruit_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "recruit_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "recruit_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "product_centre_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "product_centre_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "product_centre_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "showcase_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "showcase_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "showcase_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "news_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "news_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "news_page_locales" DROP COLUMN "seo_description";
  ALTER TABLE "teamwork_page" DROP COLUMN "seo_image_id";
  ALTER TABLE "teamwork_page_locales" DROP COLUMN "seo_title";
  ALTER TABLE "teamwork_page_locales" DROP COLUMN "seo_description";`)
}
