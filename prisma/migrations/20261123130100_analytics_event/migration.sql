-- First-party analytics events beside the page views (issue 8, defect 13): so far one, `order_received`, recorded
-- once per booking after cookie consent. The database holds "once": a second event of the same name for the same
-- booking (a reload of /mottatt, a second tab) cannot be stored.
CREATE TABLE "analytics_event" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "visitor_id" UUID,
    "user_id" INTEGER,
    "consent_version" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "analytics_event_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "analytics_event_name_check" CHECK ("name" IN ('order_received'))
);

CREATE UNIQUE INDEX "analytics_event_name_booking_id_key" ON "analytics_event"("name", "booking_id");
CREATE INDEX "analytics_event_created_at_idx" ON "analytics_event"("created_at");
CREATE INDEX "analytics_event_booking_id_idx" ON "analytics_event"("booking_id");
CREATE INDEX "analytics_event_user_id_idx" ON "analytics_event"("user_id");

-- A deleted booking takes its events with it; a deleted user leaves them without the id (as page views do).
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
