/**
 * The floor: one hand-written SQL query giving the answer the search must give, free vehicle classes at a location
 * for a period with how many are free ($1 location, $2 pick-up, $3 return). Same rules as services/availability.ts,
 * a rental out past its return time (delivered, overdue) holding its class to the end of any later period.
 */
export const FLOOR_SQL = `
WITH here AS (SELECT id, site_id FROM location WHERE id = $1 AND status = 'public'),
opts AS (
  SELECT ro.id, ro.can_be_requested_from_other_location AS anywhere
  FROM rental_option ro JOIN product_category pc ON pc.id = ro.category_id, here
  WHERE ro.status = 'public' AND ro.site_id = here.site_id AND pc.require_transportation_between_locations
    AND (ro.location_id = here.id OR ro.can_be_requested_from_other_location)
),
cap AS (
  SELECT o.id, count(p.id)::int AS c
  FROM opts o JOIN rental_option_product rop ON rop.rental_option_id = o.id JOIN product p ON p.id = rop.product_id
  WHERE p.is_rentable AND p.status NOT IN ('in_maintenance', 'not_rentable') AND (o.anywhere OR p.location_id = $1)
  GROUP BY o.id
),
margin AS (SELECT make_interval(secs => coalesce(max(delivery_prep_time_hours), 0) * 3600) AS m FROM location),
-- The rentals out past their return time, from the partial index (few): read first, then their lines.
late AS MATERIALIZED (SELECT id, pickup_at, pickup_location_id FROM booking WHERE status = 'delivered' AND dropoff_at <= now()),
holds AS (
  -- The lines overlapping the period, and (a second, indexed branch: booking_delivered_dropoff) the rentals out past
  -- their return time, which hold on to the end of any later period; the line id keeps two alike lines apart.
  SELECT bl.id AS line, bl.rental_option_id AS id, bl.amount,
         greatest(b.pickup_at - make_interval(secs => pl.delivery_prep_time_hours * 3600), $2::timestamptz) AS f,
         CASE WHEN b.status = 'delivered' AND b.dropoff_at <= now() THEN $3::timestamptz
              ELSE least(b.dropoff_at + make_interval(secs => dl.delivery_prep_time_hours * 3600), $3::timestamptz) END AS u
  FROM margin, booking_line bl
  JOIN booking b ON b.id = bl.booking_id
  JOIN location pl ON pl.id = b.pickup_location_id
  JOIN location dl ON dl.id = b.dropoff_location_id
  WHERE bl.active AND bl.line_type = 'rental' AND bl.rental_option_id IN (SELECT id FROM opts)
    AND tstzrange(bl.active_from, bl.active_until, '[)') && tstzrange($2::timestamptz - margin.m, $3::timestamptz + margin.m, '[)')
  UNION
  SELECT l.id, l.rental_option_id, l.amount,
         greatest(b.pickup_at - make_interval(secs => pl.delivery_prep_time_hours * 3600), $2::timestamptz), $3::timestamptz
  FROM margin, late b
  JOIN location pl ON pl.id = b.pickup_location_id,
  LATERAL (
    SELECT bl.id, bl.rental_option_id, bl.amount FROM booking_line bl
    WHERE bl.booking_id = b.id AND bl.active AND bl.line_type = 'rental' AND bl.active_from < $3::timestamptz + margin.m OFFSET 0
  ) l
),
events AS (
  SELECT id, f AS t, amount AS d FROM holds WHERE f < u
  UNION ALL SELECT id, u, -amount FROM holds WHERE f < u
),
running AS (SELECT id, sum(d) OVER (PARTITION BY id ORDER BY t, d ROWS UNBOUNDED PRECEDING) AS s FROM events),
peak AS (SELECT id, max(s)::int AS p FROM running GROUP BY id)
SELECT o.id, coalesce(cap.c, 0) - coalesce(peak.p, 0) AS available
FROM opts o LEFT JOIN cap ON cap.id = o.id LEFT JOIN peak ON peak.id = o.id
WHERE coalesce(cap.c, 0) - coalesce(peak.p, 0) >= 1`;
