-- Issue 12, partner API keys. A key is made in one account of the tree (network, site, company or location: the
-- same placement columns as other scoped rows) by a member of staff whose role may change everything there, for a
-- partner company (a `company` row marked `partner`, recorded on the partner's bookings as `referral_company_id`).
-- Only a SHA-256 of the key is stored (keys are 32 random bytes, so a fast hash is right); the first 12 characters
-- (`prefix`) are kept to show. Rotation sets `expires_at` (the grace period) and `replaced_by_id` on the old key.
ALTER TABLE "company" ADD COLUMN "partner" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "api_key" (
    "id" SERIAL PRIMARY KEY,
    "account_kind" TEXT NOT NULL CHECK ("account_kind" IN ('network', 'site', 'company', 'location')),
    "network_id" INTEGER REFERENCES "network"("id") ON DELETE CASCADE,
    "site_id" INTEGER NOT NULL REFERENCES "site"("id") ON DELETE CASCADE,
    "company_id" INTEGER REFERENCES "company"("id") ON DELETE CASCADE,
    "location_id" INTEGER REFERENCES "location"("id") ON DELETE CASCADE,
    "referral_company_id" INTEGER NOT NULL REFERENCES "company"("id"),
    "created_by_user_id" INTEGER REFERENCES "user"("id") ON DELETE SET NULL,
    "name" TEXT NOT NULL CHECK (length("name") BETWEEN 1 AND 200),
    "contact_email" TEXT NOT NULL CHECK (length("contact_email") BETWEEN 3 AND 254),
    "prefix" TEXT NOT NULL CHECK (length("prefix") = 12),
    "secret_hash" TEXT NOT NULL UNIQUE CHECK ("secret_hash" ~ '^[0-9a-f]{64}$'),
    "rights" TEXT[] NOT NULL CHECK ("rights" <@ ARRAY['search', 'book', 'read_bookings']::TEXT[] AND cardinality("rights") > 0),
    "location_ids" INTEGER[] NOT NULL CHECK (cardinality("location_ids") > 0),
    "price_type" TEXT NOT NULL DEFAULT 'private' CHECK ("price_type" IN ('private', 'business')),
    "trusted_documents_only" BOOLEAN NOT NULL DEFAULT false,
    "signing_secret" TEXT NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "replaced_by_id" INTEGER REFERENCES "api_key"("id") ON DELETE SET NULL,
    "last_used_at" TIMESTAMPTZ(3),
    "requests_day" DATE,
    "requests_today" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Exactly the placement of the account level is set (a site key names its site only, and so on).
    CONSTRAINT "api_key_placement" CHECK (
        ("account_kind" = 'network' AND "network_id" IS NOT NULL AND "company_id" IS NULL AND "location_id" IS NULL)
        OR ("account_kind" = 'site' AND "network_id" IS NULL AND "company_id" IS NULL AND "location_id" IS NULL)
        OR ("account_kind" = 'company' AND "network_id" IS NULL AND "company_id" IS NOT NULL AND "location_id" IS NULL)
        OR ("account_kind" = 'location' AND "network_id" IS NULL AND "company_id" IS NOT NULL AND "location_id" IS NOT NULL)
    )
);
CREATE INDEX "api_key_site_id_idx" ON "api_key"("site_id");
CREATE INDEX "api_key_company_id_idx" ON "api_key"("company_id");
CREATE INDEX "api_key_referral_company_id_idx" ON "api_key"("referral_company_id");

-- A partner's bookings are found by their referral company (the admin filter, the partner's own list).
CREATE INDEX "booking_referral_company_id_idx" ON "booking"("referral_company_id");

ALTER TYPE "HistoryEntity" ADD VALUE IF NOT EXISTS 'apikey';
