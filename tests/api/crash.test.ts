/**
 * Crash test: a storm of distinct bookings against the product as `npm start` runs it (own process, embedded
 * PostgreSQL, mail over a real SMTP server on loopback), `kill -9` of the server mid-storm, and a restart on the same
 * data. The server comes up, every booking answered 2xx is stored, and every stored booking gets its confirmation
 * (and its location notice). Delivery is at least once: a message the SMTP server had taken but whose job the killed
 * process had not yet marked done is sent again after the restart, with the same Message-ID. Orders that were cut off
 * before their commit are not stored and get no mail.
 */
import { describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/client.ts';
import { freePort } from '../../server/db/embedded.ts';
import { isAlive, waitForExit } from '../../server/db/postmaster.ts';
import { embeddedDatabase, orderOverGraphQL, startApp, tempDataDir } from '../support/app.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

/** Orders at most, and how many answered bookings trigger the kill; lanes = requests in flight at once. */
const ORDERS = 120;
const KILL_AFTER = 40;
const LANES = 8;
const CLASSES = 3;

const messageId = (m: ReceivedMail) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim();

describe('kill -9 during a storm of bookings', () => {
  it('restarts on the same data; every answered booking is stored and every stored booking gets its mails', async () => {
    // A slow mail server (50 ms a message) so that mail is still queued, and being sent, when the server dies.
    const smtp = await startSmtpServer({ delayMs: 50 });
    const dataDir = tempDataDir('utleige-crash-');
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, SMTP_URL: smtp.url, JOB_CONCURRENCY: '2' };
    const base = `http://127.0.0.1:${port}`;

    const first = await startApp(env);
    expect(first.output()).toContain('Ctrl-C');
    const { pid: postgresPid, url } = embeddedDatabase(dataDir);
    const setup = createDb(url, { max: 2 });
    // Enough cars that no order competes for stock: each class has a car for every order sent to it.
    const classes: Awaited<ReturnType<typeof carClass>>[] = [];
    for (let c = 0; c < CLASSES; c++) classes.push(await carClass(setup, Math.ceil(ORDERS / CLASSES)));
    await setup.$disconnect();

    const answered = new Map<string, number>();
    const unexpected: string[] = [];
    let next = 0;
    let killed = false;
    let cut = 0;
    const lane = async () => {
      while (!killed && next < ORDERS) {
        const i = next++;
        const email = `storm-${i}@example.no`;
        const c = classes[i % CLASSES];
        try {
          const outcome = await orderOverGraphQL(base, CREATE, order(c.locationGid, c.optionGid, futureWeek(), { email, firstname: `Storm${i}` }));
          if (outcome.kind === 'booked') answered.set(email, outcome.id);
          else unexpected.push(JSON.stringify(outcome));
        } catch {
          // The connection was cut by the kill: no answer, so the order may or may not be stored.
          if (killed) cut += 1;
          else unexpected.push(`request ${i} failed before the kill`);
        }
        if (!killed && answered.size >= KILL_AFTER) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    const mailedBeforeRestart = smtp.inbox.length;
    expect(unexpected).toEqual([]);
    expect(killed).toBe(true);
    expect(cut).toBeGreaterThan(0);
    expect(await first.exited).toBeNull();
    // The embedded PostgreSQL does not outlive its app (parent-death signal).
    expect(await waitForExit(postgresPid, 30_000)).toBe(true);

    const second = await startApp(env);
    expect(second.output()).toContain('Ctrl-C');
    expect(second.output()).not.toContain('Kunne ikkje starte');
    expect(isAlive(postgresPid)).toBe(false);
    const db = createDb(embeddedDatabase(dataDir).url, { max: 2 });
    try {
      const stored = await db.booking.findMany({ where: { guestEmail: { startsWith: 'storm-' } }, select: { id: true, guestEmail: true } });
      const storedByEmail = new Map(stored.map((b) => [b.guestEmail!, b.id]));
      // Every 2xx answer is in the database, with the id it answered.
      for (const [email, id] of answered) expect(storedByEmail.get(email), email).toBe(id);
      expect(stored.length).toBeGreaterThanOrEqual(answered.size);

      const number = (id: number) => String(id).padStart(4, '0');
      const confirmations = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
      const notices = (id: number) => smtp.inbox.filter((m) => m.raw.includes(`Subject: Ny bestilling ${number(id)}`));
      // The restarted worker delivers what the killed one left (released jobs included).
      await expect
        .poll(() => stored.every((b) => confirmations(b.guestEmail!).length > 0 && notices(b.id).length > 0), { timeout: 90_000, interval: 250 })
        .toBe(true);
      await expect
        .poll(async () => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`)[0].n, { timeout: 30_000 })
        .toBe(0);

      for (const b of stored) {
        const mails = confirmations(b.guestEmail!);
        expect(mails[0].raw).toContain(`Bestillingsnummer: ${number(b.id)}`);
        // At least once; a second copy is the same message (same Message-ID), never a different one.
        expect(new Set(mails.map(messageId)).size, b.guestEmail!).toBe(1);
        expect(new Set(notices(b.id).map(messageId)).size).toBe(1);
      }
      const twice = stored.filter((b) => confirmations(b.guestEmail!).length > 1).length;
      console.info(
        `crash: ${answered.size} answered, ${cut} cut off, ${stored.length} stored; ${mailedBeforeRestart} mails before the kill, ` +
          `${smtp.inbox.length} after the restart; ${twice} confirmation(s) sent twice`,
      );
      // Orders cut off before their commit are not stored, and nobody is told they were.
      const mailedStorm = new Set(smtp.inbox.flatMap((m) => m.to).filter((a) => a.startsWith('storm-')));
      expect([...mailedStorm].filter((a) => !storedByEmail.has(a))).toEqual([]);
    } finally {
      await db.$disconnect();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
