-- Partner webhooks (issue 12): one endpoint per API key, and the delivery outbox/log.

CREATE TABLE "webhook_endpoint" (
    "key_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("key_id"),
    CONSTRAINT "webhook_endpoint_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_key"("id") ON DELETE CASCADE,
    CONSTRAINT "webhook_endpoint_events_check" CHECK ("events" <@ ARRAY['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.changed']::TEXT[]),
    CONSTRAINT "webhook_endpoint_url_check" CHECK (length("url") BETWEEN 1 AND 2000)
);

CREATE TABLE "webhook_delivery" (
    "id" SERIAL NOT NULL,
    "event_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status" INTEGER,
    "last_answer" TEXT,
    "last_attempt_at" TIMESTAMPTZ(3),
    "next_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_delivery_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_key"("id") ON DELETE CASCADE,
    CONSTRAINT "webhook_delivery_type_check" CHECK ("type" IN ('booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.changed')),
    CONSTRAINT "webhook_delivery_status_check" CHECK ("status" IN ('pending', 'delivered', 'failed')),
    CONSTRAINT "webhook_delivery_attempts_check" CHECK ("attempts" >= 0)
);

CREATE UNIQUE INDEX "webhook_delivery_event_id_key" ON "webhook_delivery"("event_id");
CREATE INDEX "webhook_delivery_key_id_id_idx" ON "webhook_delivery"("key_id", "id");
CREATE INDEX "webhook_delivery_booking_id_idx" ON "webhook_delivery"("booking_id");

-- A rotated key hands its endpoint to the key that replaces it (same partner, same signing secret), so the
-- partner's receiver keeps getting each event once, from the new key, without being set up again.
CREATE FUNCTION "webhook_endpoint_follow_rotation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW."replaced_by_id" IS NOT NULL AND OLD."replaced_by_id" IS DISTINCT FROM NEW."replaced_by_id"
       AND NOT EXISTS (SELECT 1 FROM "webhook_endpoint" WHERE "key_id" = NEW."replaced_by_id") THEN
        UPDATE "webhook_endpoint" SET "key_id" = NEW."replaced_by_id", "updated_at" = CURRENT_TIMESTAMP WHERE "key_id" = NEW."id";
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER "webhook_endpoint_follow_rotation" AFTER UPDATE OF "replaced_by_id" ON "api_key"
    FOR EACH ROW EXECUTE FUNCTION "webhook_endpoint_follow_rotation"();
