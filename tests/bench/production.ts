/**
 * Imported first by each bench, before anything loads the product: the product as deployed (`NODE_ENV=production`,
 * see the README), its libraries included. The benches used to tell only the product's config; graphql-js then ran
 * its development checks (a second, slower test behind every failed `instanceof`), ~1 ms of a 300-vehicle week.
 */
process.env.NODE_ENV = 'production';
