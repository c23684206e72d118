/**
 * The benchmark's data set, generated in PostgreSQL with generate_series: 60 locations, 3 240 vehicles,
 * 300 rental products (270 vehicle classes of 12 cars plus insurances and accessories) and 200 000 bookings
 * spread over two years, each holding one vehicle class. Deterministic (no random()) so runs compare.
 */
import type pg from 'pg';

export const SIZE = { locations: 60, classes: 270, carsPerClass: 12, extras: 30, bookings: 200_000, days: 730 } as const;
export const START = '2026-01-01T00:00:00Z';

/** Fills an empty, migrated database that already holds the reference lists. */
export async function generate(client: pg.Client): Promise<void> {
  const q = (sql: string) => client.query(sql);
  await q(`INSERT INTO network (name, slug) VALUES ('Systemeier', 'systemeier')`);
  await q(`INSERT INTO site (network_id, name, slug, email, phone, address1, zip, city, orgnr, updated_at)
           VALUES (1, 'Benkbil', 'benkbil', 'post@benk.no', '+4700000000', 'Gata 1', '5000', 'Bergen', '900000000', now())`);
  await q(`INSERT INTO company (site_id, name, slug, updated_at) SELECT 1, 'Selskap ' || g, 'selskap-' || g, now() FROM generate_series(1, 6) g`);
  await q(`INSERT INTO location (slug, "order", status, name, address1, zip, city, region, company_id, site_id, delivery_prep_time_hours, updated_at)
           SELECT 'stad-' || g, g, 'public', 'Stad ' || g, 'Vegen ' || g, lpad(g::text, 4, '0'), 'By ' || g, 'Kommune ' || g, 1 + (g % 6), 1, 0.5, now()
           FROM generate_series(1, ${SIZE.locations}) g`);
  await q(`INSERT INTO opening_hours (location_id, kind, day, opens, closes)
           SELECT l.id, k.kind::"OpeningHoursKind", d.day::"Weekday", '07:00', '22:00'
           FROM location l,
                (VALUES ('pickup'), ('dropoff'), ('employees')) k(kind),
                (VALUES ('monday'), ('tuesday'), ('wednesday'), ('thursday'), ('friday'), ('saturday'), ('sunday')) d(day)`);
  const car = (await q(`SELECT id FROM product_category WHERE is_car AND require_transportation_between_locations ORDER BY id LIMIT 1`)).rows[0].id;
  const accessory = (await q(`SELECT id FROM product_category WHERE system_code = 'accessory' LIMIT 1`)).rows[0].id;
  const insurance = (await q(`SELECT id FROM product_category WHERE system_code = 'insurance' LIMIT 1`)).rows[0].id;
  // Vehicle classes: class g lives at location 1 + (g % 60); every third can be requested from other locations.
  await q(`INSERT INTO rental_option (title, slug, status, category_id, site_id, company_id, location_id, can_be_requested_from_other_location,
             price_private_day, price_private_week, price_private_weekend, price_private_month, price_private_hour, max_amount, updated_at)
           SELECT 'Klasse ' || g, 'klasse-' || g, 'public', ${car}, 1, l.company_id, l.id, g % 3 = 0,
                  400 + (g % 40) * 10, 2400 + (g % 40) * 60, 900 + (g % 20) * 10, 8000 + (g % 40) * 100, 90, 1, now()
           FROM generate_series(1, ${SIZE.classes}) g JOIN location l ON l.id = 1 + (g % ${SIZE.locations})`);
  await q(`INSERT INTO rental_option (title, slug, status, category_id, site_id, max_amount, price_private_day, price_private_onetime, updated_at)
           SELECT CASE WHEN g <= 2 THEN 'Forsikring ' || g ELSE 'Tilbehør ' || g END,
                  CASE WHEN g = 1 THEN 'basis' WHEN g = 2 THEN 'premium' ELSE 'tilbehor-' || g END,
                  'public', CASE WHEN g <= 2 THEN ${insurance} ELSE ${accessory} END, 1, 1 + g % 3,
                  CASE WHEN g = 1 THEN 0 ELSE 20 + g END, CASE WHEN g % 4 = 0 THEN 100 END, now()
           FROM generate_series(1, ${SIZE.extras}) g`);
  await q(`INSERT INTO product (name, category_id, site_id, company_id, company_id_manager, location_id, license_plate, status, updated_at)
           SELECT 'Bil ' || ro.id || '-' || c, ${car}, 1, ro.company_id, ro.company_id, ro.location_id,
                  'BK' || lpad((ro.id * 100 + c)::text, 5, '0'), CASE WHEN c = ${SIZE.carsPerClass} THEN 'in_maintenance'::"ProductStatus" ELSE 'rentable' END, now()
           FROM rental_option ro, generate_series(1, ${SIZE.carsPerClass}) c WHERE ro.category_id = ${car}`);
  await q(`INSERT INTO rental_option_product (rental_option_id, product_id)
           SELECT ro.id, p.id FROM product p JOIN rental_option ro ON p.name LIKE 'Bil ' || ro.id || '-%'`);
  // Bookings: start every ~5 minutes across two years, 1–6 days long, 6 statuses in turn, round-robin classes.
  await q(`INSERT INTO booking (status, order_type, pickup_location_id, dropoff_location_id, pickup_at, dropoff_at, duration_hours,
             total_price, company_id, site_id, guest_firstname, guest_lastname, guest_email, updated_at)
           SELECT (ARRAY['pending','confirmed','delivered','returned','completed','confirmed']::"BookingStatus"[])[1 + g % 6],
                  'private', ro.location_id, ro.location_id,
                  timestamptz '${START}' + (g::double precision / ${SIZE.bookings} * ${SIZE.days}) * interval '1 day',
                  timestamptz '${START}' + (g::double precision / ${SIZE.bookings} * ${SIZE.days}) * interval '1 day' + (1 + g % 6) * interval '1 day',
                  (1 + g % 6) * 24, 1000, ro.company_id, 1, 'Gjest', 'Nr ' || g, 'gjest' || g || '@example.no', now()
           FROM generate_series(1, ${SIZE.bookings}) g
           JOIN rental_option ro ON ro.slug = 'klasse-' || (1 + (g * 7) % ${SIZE.classes})`);
  await q(`INSERT INTO booking_line (booking_id, position, rental_option_id, line_type, amount, price_per_day, total_price)
           SELECT b.id, 0, ro.id, 'rental', 1, 500, 1000
           FROM booking b JOIN rental_option ro ON ro.slug = 'klasse-' || (1 + ((b.id) * 7) % ${SIZE.classes})`);
  // A rental due back before the data set was built has come back: one still out past its return time holds its car
  // until it is marked returned (services/availability.ts), and a data set of thousands of those would leave no class
  // free. (A cached data set gains a few each day it ages: the \`--fresh\` run rebuilds it.)
  await q(`UPDATE booking SET status = 'returned' WHERE status = 'delivered' AND dropoff_at <= now()`);
  // VACUUM too: the rows the update left behind would otherwise stay in the indexes (the partial one on delivered
  // bookings above all) until autovacuum came by, and every statement would step over them.
  await q('VACUUM ANALYZE');
}
