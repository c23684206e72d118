/** The committed Relay artifacts (web/src/__generated__) must be what relay-compiler makes of web/src and schema.graphql. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RELAY_COMPILER = path.join(ROOT, 'node_modules/.bin/relay-compiler');

describe('Relay artifacts', () => {
  it('are up to date with the web sources and schema.graphql (npm run relay)', () => {
    let status = 0;
    let output = '';
    try {
      // --validate compiles without writing and fails on any out-of-date, missing or orphaned artifact.
      output = execFileSync(RELAY_COMPILER, ['--validate'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NO_COLOR: '1' } });
    } catch (err) {
      const e = err as { status?: number | null; stdout?: string; stderr?: string };
      status = e.status ?? 1;
      output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
    expect(status, `relay-compiler --validate failed; run \`npm run relay\` and commit web/src/__generated__:\n${output}`).toBe(0);
  }, 60_000);
});
