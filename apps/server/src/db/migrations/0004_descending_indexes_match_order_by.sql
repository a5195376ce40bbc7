DROP INDEX "products_live_created_idx";--> statement-breakpoint
DROP INDEX "products_trash_idx";--> statement-breakpoint
DROP INDEX "products_deals_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "product_view_metrics_views_idx";--> statement-breakpoint
DROP INDEX "survey_answers_product_idx";--> statement-breakpoint
DROP INDEX "tickets_created_idx";--> statement-breakpoint
CREATE INDEX "products_live_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_trash_idx" ON "products" USING btree ("deleted_at" DESC NULLS FIRST) WHERE "products"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "products_deals_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE "products"."is_deal" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("payment_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_view_metrics_views_idx" ON "product_view_metrics" USING btree ("views" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "survey_answers_product_idx" ON "survey_answers" USING btree ("product_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS FIRST);