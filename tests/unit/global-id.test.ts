/** The browser's copy of the global-id format (server/domain/globalId.ts) agrees with @pothos/plugin-relay's. */
import fc from 'fast-check';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../server/domain/globalId.ts';

const typename = fc.stringMatching(/^[A-Z][A-Za-z]{0,20}$/);
const id = fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/));

describe('global ids', () => {
  it('are written the same by the client helper and the relay plugin', () => {
    fc.assert(fc.property(typename, id, (t, i) => toGlobalId(t, i) === encodeGlobalID(t, i)));
  });

  it('are read the same', () => {
    fc.assert(fc.property(typename, id, (t, i) => {
      const g = encodeGlobalID(t, i);
      expect(fromGlobalId(g)).toEqual(decodeGlobalID(g));
    }));
  });

  it('a malformed one is null on the client and refused by the plugin', () => {
    for (const bad of ['not-base64!', btoa('utan-kolon'), btoa(':1'), btoa('1Type:2')]) {
      expect(fromGlobalId(bad)).toBeNull();
      expect(() => decodeGlobalID(bad)).toThrow();
    }
  });
});
