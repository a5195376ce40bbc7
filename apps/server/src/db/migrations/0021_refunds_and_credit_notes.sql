CREATE TABLE "payment_simulator_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"refund_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "refund_items_amount_nonnegative" CHECK ("refund_items"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"request_key" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_description" text DEFAULT '' NOT NULL,
	"provider_refund_id" text,
	"arn" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('PENDING', 'SUCCESS', 'CANCELLED', 'ONHOLD')),
	CONSTRAINT "refunds_amount_nonnegative" CHECK ("refunds"."amount_paise" >= 0),
	CONSTRAINT "refunds_refund_id_shape" CHECK ("refunds"."refund_id" ~ '^[A-Za-z0-9_-]{3,40}$')
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "against_number" text;--> statement-breakpoint
ALTER TABLE "payment_simulator_refunds" ADD CONSTRAINT "payment_simulator_refunds_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_simulator_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_simulator_refunds_order_idx" ON "payment_simulator_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_items_refund_item_key" ON "refund_items" USING btree ("refund_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_items_active_item_key" ON "refund_items" USING btree ("order_item_id") WHERE "refund_items"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_id_key" ON "refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" in ('PENDING', 'ONHOLD');--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_key" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credit_note_refund" CHECK (("tax_documents"."kind" = 'CREDIT_NOTE') = ("tax_documents"."refund_id" is not null and "tax_documents"."against_number" is not null));