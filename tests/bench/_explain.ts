import pg from 'pg';
import { openBenchDatabase } from './database.ts';
async function main() {
  const { db, url, cluster } = await openBenchDatabase();
  const c = new pg.Client({ connectionString: url }); await c.connect();
  const like = '%Nr 3%';
  const page = `EXPLAIN (ANALYZE, BUFFERS) SELECT t0.id FROM booking t0 LEFT JOIN "user" j1 ON j1.id = t0.customer_user_id LEFT JOIN LATERAL (SELECT JSONB_BUILD_OBJECT('id', t2.id, 'name', t2.name) AS d FROM location t2 WHERE t0.pickup_location_id = t2.id LIMIT 1) AS pl ON true
   WHERE (t0.status = 'confirmed' AND (t0.reference ILIKE $1 OR t0.guest_firstname ILIKE $1 OR t0.guest_lastname ILIKE $1 OR t0.guest_email ILIKE $1 OR t0.guest_business_name ILIKE $1 OR ((j1.firstname ILIKE $1 OR j1.lastname ILIKE $1 OR j1.email ILIKE $1) AND j1.id IS NOT NULL))) ORDER BY t0.id DESC LIMIT 51 OFFSET 0`;
  console.log((await c.query(page, [like])).rows.map((r) => r['QUERY PLAN']).join('\n'));
  const cnt = `EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM booking t0 LEFT JOIN "user" j1 ON j1.id = t0.customer_user_id WHERE (t0.status = 'confirmed' AND (t0.reference ILIKE $1 OR t0.guest_firstname ILIKE $1 OR t0.guest_lastname ILIKE $1 OR t0.guest_email ILIKE $1 OR t0.guest_business_name ILIKE $1 OR ((j1.firstname ILIKE $1 OR j1.lastname ILIKE $1 OR j1.email ILIKE $1) AND j1.id IS NOT NULL)))`;
  console.log((await c.query(cnt, [like])).rows.map((r) => r['QUERY PLAN']).join('\n'));
  console.log((await c.query(`select indexname from pg_indexes where tablename='booking'`)).rows);
  console.log((await c.query(`select indexname, indexdef from pg_indexes where tablename='booking'`)).rows.map(r=>r.indexdef).join('\n'));
  await c.end(); await db.$disconnect(); await cluster.stop();
}
main();
