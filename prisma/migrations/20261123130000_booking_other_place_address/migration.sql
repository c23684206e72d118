-- "Annet sted" (issue 8, defect 7): where the customer wants the car brought (pick-up) or will leave it (return) when
-- that end of the booking is "Annet sted". Null for a branch. The length rule is `OTHER_PLACE_ADDRESS_MAX` in
-- server/domain/otherPlace.ts; the database holds it too.
ALTER TABLE "booking" ADD COLUMN "pickup_address" TEXT;
ALTER TABLE "booking" ADD COLUMN "dropoff_address" TEXT;
ALTER TABLE "booking" ADD CONSTRAINT "booking_pickup_address_check" CHECK ("pickup_address" IS NULL OR char_length("pickup_address") BETWEEN 1 AND 200);
ALTER TABLE "booking" ADD CONSTRAINT "booking_dropoff_address_check" CHECK ("dropoff_address" IS NULL OR char_length("dropoff_address") BETWEEN 1 AND 200);
