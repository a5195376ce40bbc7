ALTER TABLE "products" ADD COLUMN "preview_pairs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preview_clip" jsonb;