-- The planner's lanes (services/planning.ts loadWeek) read the active bookings of an account's places or company in a
-- week, whatever their class: without these the week's active lines of the whole site were each looked up in booking
-- (~19 ms for a 300-vehicle place of the bench data; ~3 ms with them). The status list is booking_holds_vehicle's.
CREATE INDEX "booking_active_pickup_period" ON "booking" USING gist ("pickup_location_id", tstzrange("pickup_at", "dropoff_at", '[)'))
  WHERE "status" IN ('pending', 'confirmed', 'delivered');
CREATE INDEX "booking_active_dropoff_period" ON "booking" USING gist ("dropoff_location_id", tstzrange("pickup_at", "dropoff_at", '[)'))
  WHERE "status" IN ('pending', 'confirmed', 'delivered');
CREATE INDEX "booking_active_company_period" ON "booking" USING gist ("company_id", tstzrange("pickup_at", "dropoff_at", '[)'))
  WHERE "status" IN ('pending', 'confirmed', 'delivered');
