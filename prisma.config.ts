// Prisma CLI configuration: JS engine + pg driver adapter, so nothing is downloaded (see ../shared/STACK.md).
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The CLI falls back to downloading a query engine when DATABASE_URL is unset, even for `generate`.
process.env.DATABASE_URL ??= 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  engine: 'js',
  experimental: { adapter: true },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
} as Parameters<typeof defineConfig>[0]);
