-- What customers read of a rental product under /en: its English title and description, written by staff. Null (or
-- blank) shows the Norwegian text there, as before.
ALTER TABLE "rental_option" ADD COLUMN "title_en" TEXT, ADD COLUMN "description_en" TEXT;
