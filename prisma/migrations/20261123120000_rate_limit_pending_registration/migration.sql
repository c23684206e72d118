-- One rate limiter shared by every app process (fixed windows, one row per key), and registrations waiting for
-- their confirmation link. Failed log-ins are counted by the rate limiter too, so login_throttle goes.

CREATE TABLE "rate_limit" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "window_ms" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limit_window_start_idx" ON "rate_limit" ("window_start");

CREATE TABLE "pending_registration" (
    "id" SERIAL NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "token_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pending_registration_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "pending_registration_token_hash_key" ON "pending_registration" ("token_hash");
CREATE INDEX "pending_registration_expires_at_idx" ON "pending_registration" ("expires_at");

DROP TABLE "login_throttle";
