-- Issue 12, cost limits for partner keys: one leaky bucket per key, shared by every app process. `points` is what
-- the key may spend as of `updated_at`; it refills continuously (50 points a second up to 1 000, see
-- server/services/costBucket.ts), so only one row per key is ever written, by one atomic statement per request.
-- It may go below zero when an answer cost more than was estimated (the key then waits the debt out).
CREATE TABLE "api_key_bucket" (
    "key_id" INTEGER PRIMARY KEY REFERENCES "api_key"("id") ON DELETE CASCADE,
    "points" DOUBLE PRECISION NOT NULL,
    "updated_at" TIMESTAMPTZ(6) NOT NULL
);
