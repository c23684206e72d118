-- The staff searches (a booking by reference, guest or customer; a customer by name, e-mail or phone) match any part
-- of a column, ignoring case (ILIKE '%…%'), which no B-tree can answer: on a company with 300 000 bookings and 50 000
-- customers every search read every booking (0.4–1.2 s). Trigram indexes answer a search of 3 characters or more from
-- the index; the booking list asks for the customers a search names first (server/services/booking.ts), so its
-- conditions can all use them. pg_trgm ships with PostgreSQL and is a trusted extension (the database owner may
-- create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "booking_reference_trgm" ON "booking" USING gin ("reference" gin_trgm_ops);
CREATE INDEX "booking_guest_firstname_trgm" ON "booking" USING gin ("guest_firstname" gin_trgm_ops);
CREATE INDEX "booking_guest_lastname_trgm" ON "booking" USING gin ("guest_lastname" gin_trgm_ops);
CREATE INDEX "booking_guest_email_trgm" ON "booking" USING gin ("guest_email" gin_trgm_ops);
CREATE INDEX "booking_guest_phone_trgm" ON "booking" USING gin ("guest_phone" gin_trgm_ops);
CREATE INDEX "booking_guest_business_name_trgm" ON "booking" USING gin ("guest_business_name" gin_trgm_ops);
CREATE INDEX "user_firstname_trgm" ON "user" USING gin ("firstname" gin_trgm_ops);
CREATE INDEX "user_lastname_trgm" ON "user" USING gin ("lastname" gin_trgm_ops);
-- The e-mail is citext; searches compare it as text (Prisma and the list helper both write "email"::text ILIKE …).
CREATE INDEX "user_email_trgm" ON "user" USING gin (("email"::text) gin_trgm_ops);
CREATE INDEX "user_phone_trgm" ON "user" USING gin ("phone" gin_trgm_ops);
