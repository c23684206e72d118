-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('network_admin', 'site_admin', 'site_moderator', 'site_franchise_auditor', 'site_support_agent', 'company_manager', 'company_employee', 'location_manager', 'location_employee');

-- CreateEnum
CREATE TYPE "LocationStatus" AS ENUM ('draft', 'private', 'public', 'archived');

-- CreateEnum
CREATE TYPE "OpeningHoursKind" AS ENUM ('pickup', 'dropoff', 'employees');

-- CreateEnum
CREATE TYPE "Weekday" AS ENUM ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');

-- CreateEnum
CREATE TYPE "CategorySystemCode" AS ENUM ('accessory', 'extra_drivers', 'youngdriver', 'trailer', 'insurance');

-- CreateEnum
CREATE TYPE "ProductStatus" AS ENUM ('rented', 'reserved', 'rentable', 'in_maintenance', 'not_rentable');

-- CreateEnum
CREATE TYPE "OwnershipType" AS ENUM ('lease', 'loan', 'owned', 'borrow');

-- CreateEnum
CREATE TYPE "FuelType" AS ENUM ('petrol', 'diesel', 'electric', 'petrol+electric', 'diesel+electric');

-- CreateEnum
CREATE TYPE "Drive" AS ENUM ('front', 'rear', 'awd');

-- CreateEnum
CREATE TYPE "Transmission" AS ENUM ('auto', 'manual');

-- CreateEnum
CREATE TYPE "ProductTagSlug" AS ENUM ('seats', 'transmission', 'fuel', 'drivetrain', 'load_capacity', 'hitch_capacity', 'van_type', 'doors', 'licence_requirement', 'range_included', 'age', 'weight', 'height', 'range');

-- CreateEnum
CREATE TYPE "RentalOptionStatus" AS ENUM ('draft', 'private', 'public', 'archived');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('pending', 'confirmed', 'delivered', 'returned', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "OrderType" AS ENUM ('private', 'business');

-- CreateEnum
CREATE TYPE "DriversLicenceChoice" AS ENUM ('upload', 'bring_on_pickup');

-- CreateEnum
CREATE TYPE "BookingLineType" AS ENUM ('rental', 'insurance', 'accessory');

-- CreateEnum
CREATE TYPE "HistoryEntity" AS ENUM ('location', 'booking', 'product', 'rentaloption');

-- CreateEnum
CREATE TYPE "AcrissPosition" AS ENUM ('category', 'type', 'transmission', 'fuel');

-- CreateTable
CREATE TABLE "network" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "network_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site" (
    "id" SERIAL NOT NULL,
    "network_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "phone2" TEXT,
    "address1" TEXT NOT NULL,
    "address2" TEXT,
    "zip" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "orgnr" TEXT NOT NULL,
    "translated_site_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "orgnr" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_company" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "orgnr" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user" (
    "id" SERIAL NOT NULL,
    "is_employee" BOOLEAN NOT NULL DEFAULT false,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_country_code" TEXT,
    "phone" TEXT,
    "password_hash" TEXT NOT NULL,
    "customer_company_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "membership" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "Role" NOT NULL,
    "network_id" INTEGER,
    "site_id" INTEGER,
    "company_id" INTEGER,
    "location_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "user_agent" TEXT,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_token" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "password_reset_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_throttle" (
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "window_start" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),

    CONSTRAINT "login_throttle_pkey" PRIMARY KEY ("email")
);

-- CreateTable
CREATE TABLE "location" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "status" "LocationStatus" NOT NULL DEFAULT 'draft',
    "name" TEXT NOT NULL,
    "address1" TEXT NOT NULL,
    "address2" TEXT,
    "zip" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "region_code" TEXT,
    "country" TEXT NOT NULL DEFAULT 'Norge',
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "airport_code" VARCHAR(3),
    "description" TEXT,
    "cost" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "transport_factor" DECIMAL(6,2) NOT NULL DEFAULT 1.0,
    "distance_from_company_km" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "distance_from_company_min" INTEGER NOT NULL DEFAULT 0,
    "max_delivery_km" DECIMAL(10,2),
    "gps_long" DECIMAL(9,6),
    "gps_lat" DECIMAL(9,6),
    "public_email" TEXT,
    "public_phone" TEXT,
    "private_contact_name" TEXT,
    "private_email" TEXT,
    "private_phone" TEXT,
    "internal_note" TEXT,
    "external_note" TEXT,
    "delivery_prep_time_hours" DECIMAL(5,2) NOT NULL DEFAULT 0.5,
    "author_id" INTEGER,
    "company_id" INTEGER NOT NULL,
    "site_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "location_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opening_hours" (
    "id" SERIAL NOT NULL,
    "location_id" INTEGER NOT NULL,
    "kind" "OpeningHoursKind" NOT NULL,
    "day" "Weekday" NOT NULL,
    "opens" VARCHAR(5) NOT NULL,
    "closes" VARCHAR(5) NOT NULL,

    CONSTRAINT "opening_hours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "location_media" (
    "location_id" INTEGER NOT NULL,
    "upload_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "location_media_pkey" PRIMARY KEY ("location_id","upload_id")
);

-- CreateTable
CREATE TABLE "product_category" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "is_car" BOOLEAN NOT NULL DEFAULT false,
    "require_transportation_between_locations" BOOLEAN NOT NULL DEFAULT false,
    "system_code" "CategorySystemCode",

    CONSTRAINT "product_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "category_id" INTEGER NOT NULL,
    "status" "ProductStatus" NOT NULL DEFAULT 'rentable',
    "is_rentable" BOOLEAN NOT NULL DEFAULT true,
    "company_id" INTEGER,
    "company_id_manager" INTEGER,
    "location_id" INTEGER,
    "site_id" INTEGER NOT NULL,
    "taxrate" DECIMAL(5,2) NOT NULL DEFAULT 25,
    "accounting_product_number" TEXT,
    "license_plate" TEXT,
    "make" TEXT,
    "model" TEXT,
    "year" INTEGER,
    "color" TEXT,
    "vin" TEXT,
    "odometer_km" INTEGER,
    "odometer_at" TIMESTAMPTZ(3),
    "seat_capacity" INTEGER,
    "ownership_type" "OwnershipType",
    "fuel_type" "FuelType",
    "driveshaft" "Drive",
    "transmission" "Transmission",
    "acriss" VARCHAR(4),
    "co2_emissions_per_km" DECIMAL(8,2),
    "fuel_tank_litre" DECIMAL(8,2),
    "fuel_consumption" DECIMAL(8,2),
    "range_km" INTEGER,
    "engine_hp" INTEGER,
    "engine_volume_cm3" INTEGER,
    "trailer_hitch_capacity_kg" INTEGER,
    "storage_capacity_litre" DECIMAL(10,2),
    "storage_capacity_m3" DECIMAL(10,2),
    "van_type" TEXT,
    "licence_class" TEXT,
    "last_pkk_at" TIMESTAMPTZ(3),
    "next_pkk_at" TIMESTAMPTZ(3),
    "is_valid_rentalcar" BOOLEAN,
    "is_valid_rentalcar_checked_at" TIMESTAMPTZ(3),
    "valuation" DECIMAL(12,2),
    "valuation_at" TIMESTAMPTZ(3),
    "monthly_cost_ownership" DECIMAL(12,2),
    "monthly_cost_insurance" DECIMAL(12,2),
    "monthly_cost_tire_hotell" DECIMAL(12,2),
    "monthly_cost_maintenance" DECIMAL(12,2),
    "monthly_cost_other" DECIMAL(12,2),
    "monthly_cost_depreciation" DECIMAL(5,2),
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_image" (
    "product_id" INTEGER NOT NULL,
    "upload_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "product_image_pkey" PRIMARY KEY ("product_id","upload_id")
);

-- CreateTable
CREATE TABLE "product_tag" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" "ProductTagSlug" NOT NULL,
    "metric" TEXT,
    "value" TEXT,
    "highlight" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "product_tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_tag_on_product" (
    "product_id" INTEGER NOT NULL,
    "tag_id" INTEGER NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "product_tag_on_product_pkey" PRIMARY KEY ("product_id","tag_id")
);

-- CreateTable
CREATE TABLE "rental_option" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "status" "RentalOptionStatus" NOT NULL DEFAULT 'draft',
    "acriss" VARCHAR(4),
    "image" TEXT,
    "image_upload_id" INTEGER,
    "image_alt_text" TEXT,
    "category_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "location_id" INTEGER,
    "site_id" INTEGER NOT NULL,
    "can_be_requested_from_other_location" BOOLEAN NOT NULL DEFAULT false,
    "is_digital" BOOLEAN NOT NULL DEFAULT false,
    "same_price_private_business" BOOLEAN NOT NULL DEFAULT false,
    "nodailyprice" BOOLEAN NOT NULL DEFAULT false,
    "max_amount" INTEGER NOT NULL DEFAULT 1,
    "vat_factor" DECIMAL(5,4) NOT NULL DEFAULT 0.2,
    "price_private_hour" DECIMAL(12,2),
    "price_private_day" DECIMAL(12,2),
    "price_private_weekend" DECIMAL(12,2),
    "price_private_week" DECIMAL(12,2),
    "price_private_month" DECIMAL(12,2),
    "price_private_onetime" DECIMAL(12,2),
    "price_private_total_minimum" DECIMAL(12,2),
    "price_private_total_maximum" DECIMAL(12,2),
    "price_private_day_minimum" DECIMAL(12,2),
    "price_private_day_maximum" DECIMAL(12,2),
    "price_private_damage_deductible" DECIMAL(12,2),
    "price_business_hour" DECIMAL(12,2),
    "price_business_day" DECIMAL(12,2),
    "price_business_weekend" DECIMAL(12,2),
    "price_business_week" DECIMAL(12,2),
    "price_business_month" DECIMAL(12,2),
    "price_business_onetime" DECIMAL(12,2),
    "price_business_total_minimum" DECIMAL(12,2),
    "price_business_total_maximum" DECIMAL(12,2),
    "price_business_day_minimum" DECIMAL(12,2),
    "price_business_day_maximum" DECIMAL(12,2),
    "price_business_damage_deductible" DECIMAL(12,2),
    "mileage_same_for_both" BOOLEAN NOT NULL DEFAULT true,
    "mileage_private_day" INTEGER,
    "mileage_private_weekend" INTEGER,
    "mileage_private_week" INTEGER,
    "mileage_private_month" INTEGER,
    "mileage_business_day" INTEGER,
    "mileage_business_weekend" INTEGER,
    "mileage_business_week" INTEGER,
    "mileage_business_month" INTEGER,
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rental_option_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rental_option_product" (
    "rental_option_id" INTEGER NOT NULL,
    "product_id" INTEGER NOT NULL,

    CONSTRAINT "rental_option_product_pkey" PRIMARY KEY ("rental_option_id","product_id")
);

-- CreateTable
CREATE TABLE "rental_option_tag" (
    "id" SERIAL NOT NULL,
    "rental_option_id" INTEGER NOT NULL,
    "tag_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "highlight" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "rental_option_tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upload" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT,
    "alt" TEXT,
    "decorative" BOOLEAN NOT NULL DEFAULT false,
    "public" BOOLEAN NOT NULL DEFAULT true,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "data" BYTEA NOT NULL,
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upload_variant" (
    "id" SERIAL NOT NULL,
    "upload_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "upload_variant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking" (
    "id" SERIAL NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'pending',
    "order_type" "OrderType" NOT NULL DEFAULT 'private',
    "reference" TEXT,
    "comment" TEXT,
    "pickup_location_id" INTEGER NOT NULL,
    "dropoff_location_id" INTEGER NOT NULL,
    "pickup_gps_long" DECIMAL(9,6),
    "pickup_gps_lat" DECIMAL(9,6),
    "dropoff_gps_long" DECIMAL(9,6),
    "dropoff_gps_lat" DECIMAL(9,6),
    "pickup_at" TIMESTAMPTZ(3) NOT NULL,
    "dropoff_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_hours" INTEGER NOT NULL,
    "total_price" DECIMAL(12,2) NOT NULL,
    "accounting_invoice_number" TEXT,
    "accounting_order_number" TEXT,
    "accounting_offer_number" TEXT,
    "guest_firstname" TEXT,
    "guest_lastname" TEXT,
    "guest_country" TEXT,
    "guest_phone_country_code" TEXT,
    "guest_phone" TEXT,
    "guest_email" TEXT,
    "guest_business_name" TEXT,
    "guest_business_orgnr" TEXT,
    "above25" BOOLEAN NOT NULL DEFAULT true,
    "insurance" TEXT,
    "drivers_licence" "DriversLicenceChoice",
    "business_booking_drivers" JSONB,
    "accepted_terms" BOOLEAN NOT NULL DEFAULT false,
    "customer_company_id" INTEGER,
    "customer_user_id" INTEGER,
    "payment_total" DECIMAL(12,2),
    "external_charges" DECIMAL(12,2),
    "external_charges_fetched_at" TIMESTAMPTZ(3),
    "sponsor_type" TEXT,
    "sponsor_agreement_id" INTEGER,
    "sponsor_invoice_amount" DECIMAL(12,2),
    "referral_company_id" INTEGER,
    "idempotency_key" TEXT,
    "author_id" INTEGER,
    "company_id" INTEGER NOT NULL,
    "site_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_line" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "rental_option_id" INTEGER NOT NULL,
    "product_id" INTEGER,
    "line_type" "BookingLineType" NOT NULL,
    "amount" INTEGER NOT NULL DEFAULT 1,
    "price_per_day" DECIMAL(12,2) NOT NULL,
    "total_price" DECIMAL(12,2) NOT NULL,
    "active_from" TIMESTAMPTZ(3),
    "active_until" TIMESTAMPTZ(3),
    "active" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "booking_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_document" (
    "booking_id" INTEGER NOT NULL,
    "upload_id" INTEGER NOT NULL,

    CONSTRAINT "booking_document_pkey" PRIMARY KEY ("booking_id","upload_id")
);

-- CreateTable
CREATE TABLE "history_entry" (
    "id" SERIAL NOT NULL,
    "entity_type" "HistoryEntity" NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "author_id" INTEGER,
    "status" TEXT,
    "comment" TEXT NOT NULL,
    "changes" JSONB,

    CONSTRAINT "history_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "country" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(3),
    "name" TEXT NOT NULL,
    "phone_code" TEXT,
    "currency_code" TEXT,
    "flag_code" VARCHAR(2),

    CONSTRAINT "country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "acriss_letter" (
    "id" SERIAL NOT NULL,
    "position" "AcrissPosition" NOT NULL,
    "letter" CHAR(1) NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "acriss_letter_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "network_slug_key" ON "network"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "site_slug_key" ON "site"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "company_slug_key" ON "company"("slug");

-- CreateIndex
CREATE INDEX "company_site_id_idx" ON "company"("site_id");

-- CreateIndex
CREATE UNIQUE INDEX "customer_company_orgnr_key" ON "customer_company"("orgnr");

-- CreateIndex
CREATE INDEX "user_is_employee_idx" ON "user"("is_employee");

-- CreateIndex
CREATE INDEX "user_created_at_idx" ON "user"("created_at");

-- CreateIndex
CREATE INDEX "membership_user_id_idx" ON "membership"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "session_token_hash_key" ON "session"("token_hash");

-- CreateIndex
CREATE INDEX "session_user_id_idx" ON "session"("user_id");

-- CreateIndex
CREATE INDEX "session_expires_at_idx" ON "session"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_token_token_hash_key" ON "password_reset_token"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_token_user_id_idx" ON "password_reset_token"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "location_slug_key" ON "location"("slug");

-- CreateIndex
CREATE INDEX "location_company_id_idx" ON "location"("company_id");

-- CreateIndex
CREATE INDEX "location_site_id_idx" ON "location"("site_id");

-- CreateIndex
CREATE INDEX "location_status_idx" ON "location"("status");

-- CreateIndex
CREATE INDEX "location_updated_at_idx" ON "location"("updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "opening_hours_location_id_kind_day_key" ON "opening_hours"("location_id", "kind", "day");

-- CreateIndex
CREATE INDEX "product_site_id_idx" ON "product"("site_id");

-- CreateIndex
CREATE INDEX "product_company_id_idx" ON "product"("company_id");

-- CreateIndex
CREATE INDEX "product_location_id_idx" ON "product"("location_id");

-- CreateIndex
CREATE INDEX "product_status_idx" ON "product"("status");

-- CreateIndex
CREATE INDEX "product_category_id_idx" ON "product"("category_id");

-- CreateIndex
CREATE INDEX "product_updated_at_idx" ON "product"("updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_tag_slug_key" ON "product_tag"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "rental_option_slug_key" ON "rental_option"("slug");

-- CreateIndex
CREATE INDEX "rental_option_site_id_idx" ON "rental_option"("site_id");

-- CreateIndex
CREATE INDEX "rental_option_company_id_idx" ON "rental_option"("company_id");

-- CreateIndex
CREATE INDEX "rental_option_location_id_idx" ON "rental_option"("location_id");

-- CreateIndex
CREATE INDEX "rental_option_status_idx" ON "rental_option"("status");

-- CreateIndex
CREATE INDEX "rental_option_category_id_idx" ON "rental_option"("category_id");

-- CreateIndex
CREATE INDEX "rental_option_updated_at_idx" ON "rental_option"("updated_at");

-- CreateIndex
CREATE INDEX "rental_option_product_product_id_idx" ON "rental_option_product"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "rental_option_tag_rental_option_id_position_key" ON "rental_option_tag"("rental_option_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "upload_variant_upload_id_name_key" ON "upload_variant"("upload_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "booking_idempotency_key_key" ON "booking"("idempotency_key");

-- CreateIndex
CREATE INDEX "booking_site_id_idx" ON "booking"("site_id");

-- CreateIndex
CREATE INDEX "booking_company_id_idx" ON "booking"("company_id");

-- CreateIndex
CREATE INDEX "booking_status_idx" ON "booking"("status");

-- CreateIndex
CREATE INDEX "booking_pickup_location_id_idx" ON "booking"("pickup_location_id");

-- CreateIndex
CREATE INDEX "booking_dropoff_location_id_idx" ON "booking"("dropoff_location_id");

-- CreateIndex
CREATE INDEX "booking_pickup_at_idx" ON "booking"("pickup_at");

-- CreateIndex
CREATE INDEX "booking_customer_user_id_idx" ON "booking"("customer_user_id");

-- CreateIndex
CREATE INDEX "booking_order_type_idx" ON "booking"("order_type");

-- CreateIndex
CREATE INDEX "booking_line_rental_option_id_idx" ON "booking_line"("rental_option_id");

-- CreateIndex
CREATE INDEX "booking_line_product_id_idx" ON "booking_line"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "booking_line_booking_id_position_key" ON "booking_line"("booking_id", "position");

-- CreateIndex
CREATE INDEX "history_entry_entity_type_entity_id_at_idx" ON "history_entry"("entity_type", "entity_id", "at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "country_code_key" ON "country"("code");

-- CreateIndex
CREATE UNIQUE INDEX "acriss_letter_position_letter_key" ON "acriss_letter"("position", "letter");

-- AddForeignKey
ALTER TABLE "site" ADD CONSTRAINT "site_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "network"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user" ADD CONSTRAINT "user_customer_company_id_fkey" FOREIGN KEY ("customer_company_id") REFERENCES "customer_company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "network"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "location"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location" ADD CONSTRAINT "location_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location" ADD CONSTRAINT "location_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location" ADD CONSTRAINT "location_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "location"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location_media" ADD CONSTRAINT "location_media_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "location"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location_media" ADD CONSTRAINT "location_media_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_company_id_manager_fkey" FOREIGN KEY ("company_id_manager") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product" ADD CONSTRAINT "product_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_tag_on_product" ADD CONSTRAINT "product_tag_on_product_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_tag_on_product" ADD CONSTRAINT "product_tag_on_product_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "product_tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_image_upload_id_fkey" FOREIGN KEY ("image_upload_id") REFERENCES "upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option" ADD CONSTRAINT "rental_option_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option_product" ADD CONSTRAINT "rental_option_product_rental_option_id_fkey" FOREIGN KEY ("rental_option_id") REFERENCES "rental_option"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option_product" ADD CONSTRAINT "rental_option_product_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option_tag" ADD CONSTRAINT "rental_option_tag_rental_option_id_fkey" FOREIGN KEY ("rental_option_id") REFERENCES "rental_option"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rental_option_tag" ADD CONSTRAINT "rental_option_tag_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "product_tag"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload" ADD CONSTRAINT "upload_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload_variant" ADD CONSTRAINT "upload_variant_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_pickup_location_id_fkey" FOREIGN KEY ("pickup_location_id") REFERENCES "location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_dropoff_location_id_fkey" FOREIGN KEY ("dropoff_location_id") REFERENCES "location"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_customer_company_id_fkey" FOREIGN KEY ("customer_company_id") REFERENCES "customer_company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_customer_user_id_fkey" FOREIGN KEY ("customer_user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_referral_company_id_fkey" FOREIGN KEY ("referral_company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking" ADD CONSTRAINT "booking_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_rental_option_id_fkey" FOREIGN KEY ("rental_option_id") REFERENCES "rental_option"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_line" ADD CONSTRAINT "booking_line_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_document" ADD CONSTRAINT "booking_document_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_document" ADD CONSTRAINT "booking_document_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "history_entry" ADD CONSTRAINT "history_entry_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

