ALTER TABLE "products" ADD COLUMN "sale_price" integer GENERATED ALWAYS AS (price - (price * discount + 99) / 100) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "included_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compatible_software" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licence_summary" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_sale_price_idx" ON "products" USING btree ("sale_price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_rating_idx" ON "products" USING btree (("rating_sum"::float8 / nullif("rating_count", 0)) desc nulls last,"rating_count" DESC NULLS LAST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_nonnegative" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" >= 0);