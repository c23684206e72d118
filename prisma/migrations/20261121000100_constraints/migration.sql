-- What Prisma's schema language cannot say: case-insensitive e-mail, membership shape, one slug namespace for
-- accounts, value checks, and the database guarantee that a vehicle never holds two overlapping active bookings.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Users: e-mail unique regardless of case.
CREATE UNIQUE INDEX "user_email_lower_key" ON "user" (lower("email"));

-- A membership names exactly the account its role's level calls for.
ALTER TABLE "membership" ADD CONSTRAINT "membership_account_matches_role" CHECK (
  CASE
    WHEN "role" = 'network_admin' THEN "network_id" IS NOT NULL AND "site_id" IS NULL AND "company_id" IS NULL AND "location_id" IS NULL
    WHEN "role"::text LIKE 'site\_%' THEN "site_id" IS NOT NULL AND "network_id" IS NULL AND "company_id" IS NULL AND "location_id" IS NULL
    WHEN "role"::text LIKE 'company\_%' THEN "company_id" IS NOT NULL AND "network_id" IS NULL AND "site_id" IS NULL AND "location_id" IS NULL
    ELSE "location_id" IS NOT NULL AND "network_id" IS NULL AND "site_id" IS NULL AND "company_id" IS NULL
  END
);
CREATE UNIQUE INDEX "membership_unique_account" ON "membership" (
  "user_id", "role", COALESCE("network_id", 0), COALESCE("site_id", 0), COALESCE("company_id", 0), COALESCE("location_id", 0)
);

-- Account slugs (/admin/{slug}) share one namespace across networks, sites, companies and locations.
CREATE FUNCTION account_slug_is_free() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken boolean;
BEGIN
  SELECT EXISTS (
    SELECT 1 FROM "network" WHERE "slug" = NEW."slug" AND (TG_TABLE_NAME <> 'network' OR "id" <> NEW."id")
    UNION ALL SELECT 1 FROM "site" WHERE "slug" = NEW."slug" AND (TG_TABLE_NAME <> 'site' OR "id" <> NEW."id")
    UNION ALL SELECT 1 FROM "company" WHERE "slug" = NEW."slug" AND (TG_TABLE_NAME <> 'company' OR "id" <> NEW."id")
    UNION ALL SELECT 1 FROM "location" WHERE "slug" = NEW."slug" AND (TG_TABLE_NAME <> 'location' OR "id" <> NEW."id")
  ) INTO taken;
  IF taken THEN
    RAISE EXCEPTION 'account slug "%" is already in use', NEW."slug" USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER "network_slug_free" BEFORE INSERT OR UPDATE OF "slug" ON "network" FOR EACH ROW EXECUTE FUNCTION account_slug_is_free();
CREATE TRIGGER "site_slug_free" BEFORE INSERT OR UPDATE OF "slug" ON "site" FOR EACH ROW EXECUTE FUNCTION account_slug_is_free();
CREATE TRIGGER "company_slug_free" BEFORE INSERT OR UPDATE OF "slug" ON "company" FOR EACH ROW EXECUTE FUNCTION account_slug_is_free();
CREATE TRIGGER "location_slug_free" BEFORE INSERT OR UPDATE OF "slug" ON "location" FOR EACH ROW EXECUTE FUNCTION account_slug_is_free();

-- Value checks.
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_time_format"
  CHECK ("opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE "location" ADD CONSTRAINT "location_numbers_not_negative" CHECK (
  "cost" >= 0 AND "transport_factor" >= 0 AND "distance_from_company_km" >= 0 AND "distance_from_company_min" >= 0
  AND ("max_delivery_km" IS NULL OR "max_delivery_km" >= 0) AND "delivery_prep_time_hours" >= 0
);
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_max_amount_positive" CHECK ("max_amount" >= 1);
ALTER TABLE "product" ADD CONSTRAINT "product_taxrate_range" CHECK ("taxrate" BETWEEN 0 AND 100);
ALTER TABLE "booking" ADD CONSTRAINT "booking_period_positive" CHECK ("dropoff_at" > "pickup_at");
ALTER TABLE "booking" ADD CONSTRAINT "booking_total_not_negative" CHECK ("total_price" >= 0);
ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_amount_positive" CHECK ("amount" >= 1);

-- Vehicle double-booking guard. Booking lines mirror their booking's period and whether its status holds the
-- vehicle (pending, confirmed, delivered); the exclusion constraint then refuses overlap per product.
CREATE FUNCTION booking_holds_vehicle(s "BookingStatus") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT s IN ('pending', 'confirmed', 'delivered')
$$;

CREATE FUNCTION booking_line_mirror_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."pickup_at", b."dropoff_at", booking_holds_vehicle(b."status")
    INTO NEW."active_from", NEW."active_until", NEW."active"
    FROM "booking" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END $$;
CREATE TRIGGER "booking_line_mirror" BEFORE INSERT OR UPDATE ON "booking_line"
  FOR EACH ROW EXECUTE FUNCTION booking_line_mirror_booking();

CREATE FUNCTION booking_push_to_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the lines re-runs their mirror trigger, which reads the booking's new values.
  UPDATE "booking_line" SET "active" = booking_holds_vehicle(NEW."status") WHERE "booking_id" = NEW."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "booking_push_period" AFTER UPDATE OF "status", "pickup_at", "dropoff_at" ON "booking"
  FOR EACH ROW EXECUTE FUNCTION booking_push_to_lines();

ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_vehicle_no_overlap" EXCLUDE USING gist (
  "product_id" WITH =,
  tstzrange("active_from", "active_until", '[)') WITH &&
) WHERE ("active" AND "product_id" IS NOT NULL);

-- Lists filter and sort on these.
CREATE INDEX "booking_line_active_period" ON "booking_line" USING gist ("rental_option_id", tstzrange("active_from", "active_until", '[)')) WHERE "active";
