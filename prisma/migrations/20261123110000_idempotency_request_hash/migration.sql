-- An Idempotency-Key is bound to the request it was first used with and to its caller: the SHA-256 (hex) of the
-- caller and the canonical validated order. Keys stored before this column existed have no hash and are never
-- replayed (a reuse is refused rather than answered with somebody's booking).
ALTER TABLE "booking" ADD COLUMN "idempotency_request_hash" TEXT;
ALTER TABLE "booking" ADD CONSTRAINT "booking_idempotency_request_hash_format"
  CHECK ("idempotency_request_hash" IS NULL OR "idempotency_request_hash" ~ '^[0-9a-f]{64}$');
