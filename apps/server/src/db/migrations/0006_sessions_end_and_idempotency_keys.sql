-- Issue 13: sessions end when they should (docs/decisions/0019) and Cashfree idempotency keys.
-- Every order gets a UUID x-idempotency-key (existing orders too, so a retry of one sends a
-- valid key); users.sessions_valid_after ends tokens issued before a password reset; the
-- partial index answers "was this session ended?" from the rows of ended sessions only.
ALTER TABLE "orders" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_revoked_family_idx" ON "refresh_tokens" USING btree ("family_id") WHERE "refresh_tokens"."revoked_at" is not null;