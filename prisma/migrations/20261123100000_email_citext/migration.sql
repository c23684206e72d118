-- E-mail addresses are compared exactly, without regard to case, by the column type itself: a log-in or reset
-- looks the address up with plain equality (never ILIKE, where "%" or "_" in the input would be a pattern).
CREATE EXTENSION IF NOT EXISTS citext;

DROP INDEX IF EXISTS "user_email_lower_key";
ALTER TABLE "user" ALTER COLUMN "email" TYPE citext;
CREATE UNIQUE INDEX "user_email_key" ON "user" ("email");
