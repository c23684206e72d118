-- Indexes for a company's data after a few years (a walk with 300 000 bookings, 50 000 customers, 3 000 business
-- customers, 700 000 cart lines):
-- The business customers a site's staff see are those with a booking in the site, themselves or through a person:
-- without these each of them scanned every booking (the site's list took 14–18 s; 0.13 s with them).
CREATE INDEX "booking_customer_company_id_idx" ON "booking"("customer_company_id");
CREATE INDEX "user_customer_company_id_idx" ON "user"("customer_company_id");
-- The booking list's sorts (ties broken by id): a sort by one of these sorted every booking of the scope, spilling
-- ~140 MB to disk per page (0.3–0.7 s; a few ms with them). pickupAt has its own index, status few values.
CREATE INDEX "booking_dropoff_at_id_idx" ON "booking"("dropoff_at", "id");
CREATE INDEX "booking_total_price_id_idx" ON "booking"("total_price", "id");
CREATE INDEX "booking_created_at_id_idx" ON "booking"("created_at", "id");
CREATE INDEX "booking_updated_at_id_idx" ON "booking"("updated_at", "id");
-- The dashboard's unplanned bookings (active, with a vehicle class line that has no vehicle yet): the earliest one
-- walked the pick-up index past every finished booking, and the count read every cart line.
CREATE INDEX "booking_active_pickup_at" ON "booking"("pickup_at", "id") WHERE "status" IN ('pending', 'confirmed', 'delivered');
CREATE INDEX "booking_line_unplanned" ON "booking_line"("booking_id") WHERE "line_type" = 'rental' AND "product_id" IS NULL;
