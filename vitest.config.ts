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
    // expect.poll waits for something a page or a worker does; 1 s (the default) is too short on a busy 2-core CI
    // machine. A poll still fails when the thing never happens.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    env: { NODE_ENV: 'test' },
  },
});
