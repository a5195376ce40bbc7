-- Issue 14 point 5: the payment simulator's orders and payment attempts in PostgreSQL
-- (docs/decisions/0027), so any instance serves any session and a restart loses nothing.
CREATE TABLE "payment_simulator_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"payment_session_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"return_url" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_simulator_orders_status" CHECK ("payment_simulator_orders"."status" in ('ACTIVE', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_payments" (
	"order_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"payment_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"payment_time" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_simulator_payments_order_id_attempt_pk" PRIMARY KEY("order_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "payment_simulator_payments" ADD CONSTRAINT "payment_simulator_payments_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_simulator_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_orders_session_key" ON "payment_simulator_orders" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "payment_simulator_orders_created_idx" ON "payment_simulator_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_simulator_payments_payment_id_key" ON "payment_simulator_payments" USING btree ("payment_id");