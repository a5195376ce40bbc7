-- Issue 15 point 6: a banner may carry a headline, a line of text and a call-to-action button
-- (docs/decisions/0030). All optional, so the banners already stored keep showing as before.
ALTER TABLE "banners" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_label" text;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_button_has_link" CHECK ("banners"."button_label" is null or "banners"."link_url" is not null);
