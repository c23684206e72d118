-- What the customer (and a partner) was last told of a booking's status: the order's "received" (pending), "stadfesta"
-- (confirmed) or "avbroten" (cancelled). Written in the transaction that enqueues the mail (bookingMail.ts
-- enqueueBookingStatusMail), under the booking's row lock; a status change mails only what is news against it
-- (domain/bookingEdit.ts statusChangeNews), so undoing a wrong click sends no duplicate and a cancellation taken back
-- is put right. A new order starts at pending: its customer is told "received" (a phone order's "stadfesta" sets it).
ALTER TABLE "booking" ADD COLUMN "told_status" "BookingStatus" NOT NULL DEFAULT 'pending',
  ADD CONSTRAINT "booking_told_status_check" CHECK ("told_status" IN ('pending', 'confirmed', 'cancelled'));

-- Bookings already made: every change into confirmed or cancelled was mailed until now, so the last of those in the
-- booking's history is what its customer last read (a phone order's first entry is confirmed: its "stadfesta"); none
-- means the order's "received". A booking with no history at all (imported) is read from its status.
UPDATE "booking" b SET "told_status" = COALESCE(
  (SELECT h."status"::"BookingStatus" FROM "history_entry" h
    WHERE h."entity_type" = 'booking' AND h."entity_id" = b."id" AND h."status" IN ('confirmed', 'cancelled')
    ORDER BY h."at" DESC, h."id" DESC LIMIT 1),
  CASE WHEN EXISTS (SELECT 1 FROM "history_entry" h WHERE h."entity_type" = 'booking' AND h."entity_id" = b."id") THEN 'pending'::"BookingStatus" END,
  CASE b."status" WHEN 'pending' THEN 'pending'::"BookingStatus" WHEN 'cancelled' THEN 'cancelled'::"BookingStatus" ELSE 'confirmed'::"BookingStatus" END);
