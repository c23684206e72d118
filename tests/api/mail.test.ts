/** E-mail goes out through a real SMTP server when SMTP_URL is set (here one the test starts on loopback). */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

const received: { from: string; to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  server?.mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('password reset mail over SMTP', () => {
  it('delivers a Norwegian plain and HTML message with a working one-time link', async () => {
    await server.client().gql(`mutation { requestPasswordReset(input: { email: "kunde@example.no" }) { __typename } }`);
    await server.mailer.idle();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(['kunde@example.no']);
    expect(mail.raw).toMatch(/Subject: Tilbakestill passordet ditt hos Fjordbil/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    const key = decoded.match(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/)![1];
    const r = await server.client().gql(`mutation($key: String!) { resetPassword(input: { key: $key, password: "nyttpass7" }) { __typename } }`, { key });
    expect(r.data.resetPassword.__typename).toBe('OkPayload');
    await server.client().login('kunde@example.no', 'nyttpass7');
    // No file is written to the outbox when SMTP is configured.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(server.outboxDir)).toEqual([]);
  });
});
