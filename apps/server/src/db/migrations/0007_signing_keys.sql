-- Issue 14: server secrets shared through the database (docs/decisions/0023), so instances agree
-- on their signing keys without a shared disk or JWT_SECRET; `generation` counts rotations.
CREATE TABLE "signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"generation" integer NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_purpose_generation_idx" ON "signing_keys" USING btree ("purpose","generation");