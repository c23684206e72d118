-- A vehicle counts in at most one vehicle class (issue 10). A vehicle class is a rental product whose category needs
-- transport between locations: the shop's availability counts its vehicles (services/availability.ts), each class
-- separately, so a vehicle in two classes could be sold twice for the same hours. Add-ons (insurance, accessories)
-- never count vehicles and are left free.
--
-- Each membership row carries whether its rental product is a vehicle class, kept by triggers whatever writes the
-- rows (the admin, a script, plain SQL): on insert and update of a row, on a rental product's category change and on
-- a category's transport flag change. A unique index over the vehicle-class rows then refuses a second class, and,
-- being an index, also refuses two concurrent writes that each saw the vehicle free.

ALTER TABLE "rental_option_product" ADD COLUMN "vehicle_class" BOOLEAN NOT NULL DEFAULT false;

UPDATE "rental_option_product" rop
SET "vehicle_class" = pc."require_transportation_between_locations"
FROM "rental_option" ro JOIN "product_category" pc ON pc."id" = ro."category_id"
WHERE ro."id" = rop."rental_option_id";

-- Whatever the row says, the flag is computed from the rental product's category, read under a share lock so a
-- concurrent category change is waited for (and seen) rather than missed.
CREATE FUNCTION rental_option_product_vehicle_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT pc."require_transportation_between_locations" INTO NEW."vehicle_class"
  FROM "rental_option" ro JOIN "product_category" pc ON pc."id" = ro."category_id"
  WHERE ro."id" = NEW."rental_option_id"
  FOR SHARE OF ro, pc;
  NEW."vehicle_class" := coalesce(NEW."vehicle_class", false);
  RETURN NEW;
END $$;

CREATE TRIGGER "rental_option_product_vehicle_class"
BEFORE INSERT OR UPDATE ON "rental_option_product"
FOR EACH ROW EXECUTE FUNCTION rental_option_product_vehicle_class();

-- A rental product moved to another category: its rows follow (and the index refuses a clash).
CREATE FUNCTION rental_option_category_vehicle_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rental_option_product" SET "rental_option_id" = "rental_option_id" WHERE "rental_option_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "rental_option_category_vehicle_class"
AFTER UPDATE OF "category_id" ON "rental_option"
FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id")
EXECUTE FUNCTION rental_option_category_vehicle_class();

-- A category that starts or stops needing transport: the rows of its rental products follow.
CREATE FUNCTION product_category_vehicle_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rental_option_product" SET "rental_option_id" = "rental_option_id"
  WHERE "rental_option_id" IN (SELECT "id" FROM "rental_option" WHERE "category_id" = NEW."id");
  RETURN NULL;
END $$;

CREATE TRIGGER "product_category_vehicle_class"
AFTER UPDATE OF "require_transportation_between_locations" ON "product_category"
FOR EACH ROW WHEN (OLD."require_transportation_between_locations" IS DISTINCT FROM NEW."require_transportation_between_locations")
EXECUTE FUNCTION product_category_vehicle_class();

CREATE UNIQUE INDEX "rental_option_product_one_vehicle_class" ON "rental_option_product" ("product_id") WHERE "vehicle_class";
