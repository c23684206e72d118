/**
 * A small fake of Statens vegvesen's "kjøretøyopplysninger" on loopback: it checks the API key header, answers
 * the recorded documents by plate, and counts the calls it gets (per plate) so tests can see the cache work.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { DIESEL_VAN, ELECTRIC_CAR, PETROL_CAR, PLUG_IN_HYBRID } from './vegvesenDocuments.ts';

export const FAKE_KEY = 'test-nokkel-123';

/** Plates with a special behaviour. */
export const PLATES = {
  petrol: 'EK39085',
  van: 'CV45678',
  plugIn: 'EH34567',
  electric: 'EL45678',
  /** 204 with an empty body. */
  unknown: 'ZZ99999',
  /** 200 with an empty list and a feilmelding. */
  unknownEmptyList: 'ZZ99998',
  /** 422 with Retry-After: the daily quota is used. */
  quota: 'QQ11111',
  /** Answers after `slowMs`. */
  slow: 'SL12345',
  /** 500 with an HTML page. */
  broken: 'ER50000',
} as const;

const DOCUMENTS: Record<string, unknown> = {
  [PLATES.petrol]: PETROL_CAR,
  [PLATES.van]: DIESEL_VAN,
  [PLATES.plugIn]: PLUG_IN_HYBRID,
  [PLATES.electric]: ELECTRIC_CAR,
};

export interface FakeRegister {
  url: string;
  /** Calls per plate (as sent in `kjennemerke`). */
  calls: Map<string, number>;
  /** Authorization header values received. */
  keys: string[];
  total(): number;
}

export async function startFakeRegister(opts: { slowMs?: number; retryAfter?: string } = {}): Promise<FakeRegister> {
  const calls = new Map<string, number>();
  const keys: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/enkeltoppslag/kjoretoydata') return json(404, { feilmelding: 'Ukjent tjeneste' });
    const plate = url.searchParams.get('kjennemerke') ?? '';
    calls.set(plate, (calls.get(plate) ?? 0) + 1);
    const auth = String(req.headers['svv-authorization'] ?? '');
    keys.push(auth);
    if (auth !== `Apikey ${FAKE_KEY}`) return json(403, { feilmelding: 'Ugyldig API-nøkkel' });
    if (plate === PLATES.quota) {
      return json(422, { feilmelding: 'Kvote for dagen er brukt opp' }, { 'retry-after': opts.retryAfter ?? '5400' });
    }
    if (plate === PLATES.slow) {
      const t = setTimeout(() => {
        pending.delete(t);
        json(200, PETROL_CAR);
      }, opts.slowMs ?? 3000);
      pending.add(t);
      return;
    }
    if (plate === PLATES.broken) {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html><body>Intern feil</body></html>');
    }
    if (plate === PLATES.unknownEmptyList) return json(200, { feilmelding: 'Kjøretøy ikke funnet', kjoretoydataListe: [] });
    const doc = DOCUMENTS[plate];
    if (!doc) {
      res.writeHead(204);
      return res.end();
    }
    json(200, doc);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(async () => {
    pending.forEach(clearTimeout);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, keys, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}
