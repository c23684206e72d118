-- A rental product's picture described in English for screen readers under /en, written by staff. Null (or blank)
-- reads the Norwegian alternative text there, as before.
ALTER TABLE "rental_option" ADD COLUMN "image_alt_text_en" TEXT;
