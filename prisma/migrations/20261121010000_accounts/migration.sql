-- Accounts: transit encryption keys, used nonces and first-party page views (spec 1, sections 1 and 7).

-- CreateTable
CREATE TABLE "transit_key" (
    "id" SERIAL NOT NULL,
    "kid" TEXT NOT NULL,
    "public_key" TEXT NOT NULL,
    "private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transit_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "used_nonce" (
    "nonce" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "used_nonce_pkey" PRIMARY KEY ("nonce")
);

-- CreateTable
CREATE TABLE "page_view" (
    "id" SERIAL NOT NULL,
    "path" VARCHAR(500) NOT NULL,
    "visitor_id" UUID,
    "user_id" INTEGER,
    "consent_version" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_view_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "transit_key_kid_key" ON "transit_key"("kid");

-- CreateIndex
CREATE INDEX "used_nonce_expires_at_idx" ON "used_nonce"("expires_at");

-- CreateIndex
CREATE INDEX "page_view_created_at_idx" ON "page_view"("created_at");

-- CreateIndex
CREATE INDEX "page_view_path_created_at_idx" ON "page_view"("path", "created_at");

-- CreateIndex
CREATE INDEX "page_view_user_id_idx" ON "page_view"("user_id");


-- What Prisma's schema language cannot say here without touching the User model: a page view keeps its user only
-- as long as the user exists (deleting a user anonymises their page views).
ALTER TABLE "page_view" ADD CONSTRAINT "page_view_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- Stored paths are paths: no query string or fragment, never the admin area.
ALTER TABLE "page_view" ADD CONSTRAINT "page_view_path_check" CHECK ("path" LIKE '/%' AND "path" !~ '[?#]' AND "path" !~ '^/admin(/|$)');
