-- Answers of Statens vegvesen's vehicle register, kept for a day so a second lookup of a plate does not spend the
-- register's daily quota; and when that quota is used up, until when the register is not asked again (one row).

CREATE TABLE "vehicle_register_cache" (
    "plate" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vehicle_register_cache_pkey" PRIMARY KEY ("plate"),
    CONSTRAINT "vehicle_register_cache_plate_check" CHECK ("plate" ~ '^[A-Z]{2}[0-9]{5}$')
);
CREATE INDEX "vehicle_register_cache_expires_at_idx" ON "vehicle_register_cache" ("expires_at");

CREATE TABLE "vehicle_register_quota" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "blocked_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vehicle_register_quota_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "vehicle_register_quota_one_row" CHECK ("id" = 1)
);
