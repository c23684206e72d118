/**
 * What the job queue writes to the log: which job ran and how it went, never its payload. A reset request's job holds
 * the address anyone typed (whether or not it has an account), and a rendered mail a person's name and booking;
 * graphile-worker hands the whole job with every "Completed task" line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true, logTo: { write: (line) => void lines.push(line) } });
});

const RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`;

describe('the job log', () => {
  it('names the jobs that ran, without their payloads: no address typed into the reset form appears', async () => {
    const stranger = 'ukjend.framand@loggtest.example';
    expect((await server.client().gql(RESET, { email: stranger })).data.requestPasswordReset.__typename).toBe('OkPayload');
    expect((await server.client().gql(RESET, { email: 'kunde@example.no' })).data.requestPasswordReset.__typename).toBe('OkPayload');
    await server.jobsDone();
    // Lines are written as the worker finishes; give the last one its moment.
    await expect.poll(() => lines.filter((l) => l.includes('Completed task')).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);

    const completed = lines.filter((l) => l.includes('Completed task')).map((l) => JSON.parse(l) as { job?: Record<string, unknown> });
    for (const line of completed) {
      expect(line.job, JSON.stringify(line)).toMatchObject({ task: expect.any(String), attempts: 1 });
      expect(line.job).not.toHaveProperty('payload');
    }
    expect(lines.join('\n')).not.toContain(stranger);
    // The mail the customer was sent is logged by its recipient and subject, not its text (the reset link).
    const sent = lines.map((l) => JSON.parse(l) as { msg: string; to?: string }).filter((l) => l.to === 'kunde@example.no');
    expect(sent.length).toBeGreaterThan(0);
    // Its link, as the mail holds it (the outbox file), is nowhere in the log.
    const mails = fs.readdirSync(server.outboxDir).map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const link = mails.filter((m) => /^To:.*kunde@example\.no/im.test(m)).flatMap((m) => m.match(/http:\/\/shop\.test\/[^\s"<>]+/g) ?? [])[0];
    expect(link).toMatch(/\/tilbakestill\?key=[A-Za-z0-9_-]{20,}/);
    expect(lines.join('\n')).not.toContain(link!);
  });
});
