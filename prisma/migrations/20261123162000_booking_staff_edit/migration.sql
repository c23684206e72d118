-- Issue 11, bookings in the back office. A booking placed by staff for a customer on the phone is marked (the
-- terms and the confirmation say so); a cart line whose price per day staff typed by hand is marked too, so the
-- engine never reprices it and everybody can see the price was set by a person. The vehicle double-booking guard
-- (booking_line_vehicle_no_overlap, 20261121000100_constraints) already refuses overlapping assignments.
ALTER TABLE "booking" ADD COLUMN "placed_by_staff" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "booking_line" ADD COLUMN "manual_price" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_price_not_negative" CHECK ("price_per_day" >= 0 AND "total_price" >= 0);
