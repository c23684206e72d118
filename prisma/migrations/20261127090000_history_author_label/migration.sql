-- Who made a change that no user made: the shop ("Nettbutikken") or a partner's key ("<partner> (partnar)").
-- Before this, the admin's history named the author of every anonymous shop order and every partner order "Ukjend".
ALTER TABLE "history_entry" ADD COLUMN "author_label" TEXT;

UPDATE "history_entry" SET "author_label" = 'Nettbutikken'
 WHERE "author_id" IS NULL AND "comment" = 'Bestilling motteken frå nettbutikken';
UPDATE "history_entry" SET "author_label" = substring("comment" FROM '^Bestilling motteken frå partnaren (.*) \(API-nøkkel\)$') || ' (partnar)'
 WHERE "author_id" IS NULL AND "comment" LIKE 'Bestilling motteken frå partnaren % (API-nøkkel)';
