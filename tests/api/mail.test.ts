/** E-mail goes out through a real SMTP server when SMTP_URL is set (here one the test starts on loopback). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let received: ReceivedMail[] = [];
let server: TestServer;

beforeAll(async () => {
  const mail = await startSmtpServer();
  received = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url });
});

afterAll(() => server?.mailer.close());

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
    const key = mail.raw.match(/http:\/\/shop\.test\/tilbakestill\?key=([A-Za-z0-9_-]+)/)![1];
    const r = await server.client().gql(`mutation($key: String!) { resetPassword(input: { key: $key, password: "nyttpass7" }) { __typename } }`, { key });
    expect(r.data.resetPassword.__typename).toBe('OkPayload');
    await server.client().login('kunde@example.no', 'nyttpass7');
    // No file is written to the outbox when SMTP is configured.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(server.outboxDir)).toEqual([]);
  });
});
