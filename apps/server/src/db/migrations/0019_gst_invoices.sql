CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_positive" CHECK ("document_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"supply" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"sac_code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_adds_up" CHECK ("tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" = "tax_documents"."total_paise"),
	CONSTRAINT "tax_documents_number_shape" CHECK ("tax_documents"."number" ~ '^[A-Za-z0-9/-]{1,16}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_text_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" in ('TAX_INVOICE', 'BILL_OF_SUPPLY');--> statement-breakpoint
-- An issued tax document never changes (CGST rule 46; decision 0040): corrections are credit notes.
CREATE FUNCTION "tax_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are immutable once issued (%)', OLD.number;
END $$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_immutable" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_immutable"();
