-- Customers get a history of their own (contact edits, export, erasure), and an erased person is marked.
ALTER TYPE "HistoryEntity" ADD VALUE IF NOT EXISTS 'customer';
ALTER TABLE "user" ADD COLUMN "erased_at" TIMESTAMPTZ(3);
