-- The language the customer booked in: the order confirmation is written in it (English under /en).
ALTER TABLE "booking" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'no';
ALTER TABLE "booking" ADD CONSTRAINT "booking_language_check" CHECK ("language" IN ('no', 'en'));
