/** Prints the schema to schema.graphql (`npm run schema:print`), or with --check fails when the file is stale. */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../schema.graphql');

/** The SDL the committed schema.graphql must equal. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const printed = printedSchema();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (current !== printed) {
      console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date.');
  } else {
    fs.writeFileSync(SCHEMA_FILE, printed);
    console.log(`Wrote ${SCHEMA_FILE}`);
  }
}
