-- Rentals out with their customer (delivered), by return time: availability and the vehicle clash check read the
-- overdue ones (returned later than planned, not yet marked returned), which hold their vehicle until they are.
CREATE INDEX "booking_delivered_dropoff" ON "booking" ("dropoff_at") WHERE "status" = 'delivered';
