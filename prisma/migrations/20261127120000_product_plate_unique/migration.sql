-- A licence plate belongs to one vehicle: a second row for the same car would count it twice in its class, and the
-- shop would sell a car that does not exist. Plates are stored normalised (upper case, no spaces: see
-- server/domain/product.ts), so the index compares them as stored. Rows with the same plate must be merged by hand
-- first; the migration names them instead of failing on the index alone.
DO $$
DECLARE
  dupes text;
BEGIN
  SELECT string_agg(license_plate || ' (id ' || ids || ')', ', ') INTO dupes
  FROM (SELECT license_plate, string_agg(id::text, ', ' ORDER BY id) AS ids FROM "product"
        WHERE license_plate IS NOT NULL GROUP BY license_plate HAVING count(*) > 1) d;
  IF dupes IS NOT NULL THEN
    RAISE EXCEPTION 'Licence plates used by more than one product: %. Merge or correct them, then start again.', dupes;
  END IF;
END $$;

CREATE UNIQUE INDEX "product_license_plate_key" ON "product" ("license_plate") WHERE "license_plate" IS NOT NULL;
