/** Partner webhooks in tests: a real receiver on loopback, and the check a partner's receiver makes. */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { signWebhook } from '../../server/services/webhooks.ts';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}

/** A receiver on loopback: records every request; `script` lists statuses to answer before answering 200. */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { script: [] as number[], handler: null as null | ((req: http.IncomingMessage, res: http.ServerResponse) => void) };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      if (state.handler) return state.handler(req, res);
      const status = state.script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'takk' : 'feil hos mottakar');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/hook`, port, received, state };
}

/** What a partner's receiver does: recompute the signature over `${timestamp}.${body}` and compare in constant time. */
export function verified(r: Received, secret: string): boolean {
  const timestamp = Number(r.headers['x-webhook-timestamp']);
  const expected = Buffer.from(signWebhook(secret, timestamp, r.body));
  const got = Buffer.from(String(r.headers['x-signature'] ?? ''));
  return expected.length === got.length && crypto.timingSafeEqual(expected, got) && Math.abs(Date.now() / 1000 - timestamp) < 300;
}

export const SET_ENDPOINT = `mutation($input: SetWebhookEndpointInput!) { setWebhookEndpoint(input: $input) { __typename
  ... on SetWebhookEndpointPayload { endpoint { url events } } ... on Error { message } ... on ValidationError { fields { field message } } } }`;
export const DELIVERIES = `query($keyId: ID!) { webhookDeliveries(keyId: $keyId, first: 20) { edges { node { id eventId type status attempts lastStatus lastAnswer bookingId } } } }`;
export const RESEND = `mutation($input: ResendWebhookDeliveryInput!) { resendWebhookDelivery(input: $input) { __typename
  ... on ResendWebhookDeliveryPayload { delivery { status eventId } } ... on Error { message } } }`;
