/** The nesting cap read before a request's JSON is parsed (http/jsonDepth.ts). */
import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../../server/http/jsonDepth.ts';

describe('jsonTooDeep', () => {
  it('counts arrays and objects inside one another, up to the cap', () => {
    expect(jsonTooDeep('[]'.repeat(1000))).toBe(false);
    expect(jsonTooDeep(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonTooDeep(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    expect(jsonTooDeep('{"a":{"b":[{"c":[1]}]}}', 5)).toBe(false);
    expect(jsonTooDeep('{"a":{"b":[{"c":[1]}]}}', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ query: `{ ${'{ a '.repeat(200)} }`, note: 'sa "[[[[" og \\\\', list: ['"', '\\"[[['] });
    expect(jsonTooDeep(text, 3)).toBe(false);
    expect(jsonTooDeep(`{"a":"\\\\"}${'['.repeat(5)}`, 4)).toBe(true);
  });
});
