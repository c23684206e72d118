import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The same alias as the web build: client modules under test import the shared rules through it.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'server/domain') } },
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    env: { NODE_ENV: 'test' },
  },
});
