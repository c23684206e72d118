-- Which vehicle categories an add-on fits (issue 8, defect 14): a child seat or a roof box belongs in a car or a van,
-- not on a trailer. An add-on without rows fits every vehicle (extra driver, young driver, snow chains ...). The
-- search offers an add-on with a chosen vehicle only when it fits, and the cart refuses one that does not.
CREATE TABLE "rental_option_category_fit" (
    "rental_option_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    CONSTRAINT "rental_option_category_fit_pkey" PRIMARY KEY ("rental_option_id", "category_id")
);

CREATE INDEX "rental_option_category_fit_category_id_idx" ON "rental_option_category_fit"("category_id");

ALTER TABLE "rental_option_category_fit" ADD CONSTRAINT "rental_option_category_fit_rental_option_id_fkey" FOREIGN KEY ("rental_option_id") REFERENCES "rental_option"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "rental_option_category_fit" ADD CONSTRAINT "rental_option_category_fit_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A database seeded before this migration: the demo's child seat and roof box fit the motor vehicles (cars and vans),
-- not the trailers. (A fresh database gets the same rows from the seed.)
INSERT INTO "rental_option_category_fit" ("rental_option_id", "category_id")
SELECT o."id", c."id"
FROM "rental_option" o
CROSS JOIN "product_category" c
WHERE o."slug" IN ('barnesete', 'takboks') AND c."is_car" AND c."require_transportation_between_locations"
ON CONFLICT DO NOTHING;
