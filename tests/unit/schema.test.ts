/** The committed schema.graphql must be what the code prints (partners and the Relay compiler read it). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('schema.graphql', () => {
  it('is up to date (npm run schema:check)', () => {
    let output = '';
    try {
      output = execFileSync('npm', ['run', '-s', 'schema:check'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      expect.fail(`schema:check failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
    expect(output).toContain('schema.graphql is up to date.');
  }, 60_000);
});
