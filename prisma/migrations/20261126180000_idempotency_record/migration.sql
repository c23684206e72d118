-- Idempotency-Keys belong to their caller, and outlive the booking they made.
--
-- A key used to be unique across everyone (`booking.idempotency_key`): two partners using their own order numbers
-- as keys blocked each other ("alt brukt"), and anyone could test whether a value was used. And it lived on the
-- booking row: once staff deleted the booking, the same request again placed a second one. A record per
-- (caller, key) now says which booking the key made; it stays when that booking is deleted, so a retry is told so
-- instead of booking again. The caller is what `idempotencyHash` binds the key to: `partner:<company id>`,
-- `user:<id>` or `anonymous`. `booking.idempotency_key` stays (the shop's order-received page proves it placed the
-- order with it), no longer unique.
CREATE TABLE "idempotency_record" (
    "caller" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL CHECK ("request_hash" ~ '^[0-9a-f]{64}$'),
    -- No foreign key: the record outlives a deleted booking.
    "booking_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    PRIMARY KEY ("caller", "key")
);

-- The keys in use: a partner's order carries its partner company, anyone else's the logged-in author (or nobody).
INSERT INTO "idempotency_record" ("caller", "key", "request_hash", "booking_id", "created_at")
SELECT CASE
         WHEN "referral_company_id" IS NOT NULL THEN 'partner:' || "referral_company_id"
         WHEN "author_id" IS NOT NULL THEN 'user:' || "author_id"
         ELSE 'anonymous'
       END,
       -- A key stored before request hashes existed was never replayed: a hash no request has keeps it so.
       "idempotency_key", COALESCE("idempotency_request_hash", repeat('0', 64)), "id", "created_at"
FROM "booking"
WHERE "idempotency_key" IS NOT NULL
ON CONFLICT DO NOTHING;

DROP INDEX "booking_idempotency_key_key";
CREATE INDEX "booking_idempotency_key_idx" ON "booking"("idempotency_key");
ALTER TABLE "booking" DROP CONSTRAINT "booking_idempotency_request_hash_format";
ALTER TABLE "booking" DROP COLUMN "idempotency_request_hash";
