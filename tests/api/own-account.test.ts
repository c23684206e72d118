/**
 * Min side: a logged-in person changes their own name and phone, and their password (GraphQL updateOwnDetails and
 * changeOwnPassword), against a real database with the job worker delivering the notice mail. Each test makes its
 * own person.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES, PASSWORD_MESSAGE } from '../../server/domain/credentials.ts';
import { CUSTOMER_MESSAGES } from '../../server/domain/customer.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

let made = 0;
/** A customer of their own, logged in on a client (one browser). */
async function person(password = 'gamalt1passord') {
  made += 1;
  const email = `minside${made}-${Date.now()}@example.no`;
  const user = await server.db.user.create({
    data: { email, firstname: 'Ola', lastname: 'Nordmann', phone: '+4791234567', passwordHash: await hashPassword(password) },
  });
  const browser = server.client();
  await browser.login(email, password);
  return { user, email, password, browser };
}

const VIEWER = `{ viewer { firstname lastname phone phoneCountryCode email updatedAt } }`;
const DETAILS = `mutation($input: UpdateOwnDetailsInput!) {
  updateOwnDetails(input: $input) {
    __typename
    ... on UpdateOwnDetailsSuccess { viewer { firstname lastname phone phoneCountryCode email updatedAt } }
    ... on ValidationError { fields { field message } }
    ... on ConflictError { message }
    ... on Error { message }
  }
}`;
const PASSWORD = `mutation($input: ChangeOwnPasswordInput!) {
  changeOwnPassword(input: $input) {
    __typename
    ... on OkPayload { message }
    ... on ValidationError { fields { field message } }
    ... on RateLimitedError { retryAfterSeconds }
    ... on Error { message }
  }
}`;

describe('updateOwnDetails', () => {
  it('saves the name and phone, keeps the e-mail, and records who changed what in the history', async () => {
    const { user, email, browser } = await person();
    const loaded = (await browser.gql(VIEWER)).data.viewer;
    const r = await browser.gql(DETAILS, { input: { updatedAt: loaded.updatedAt, firstname: ' Kari ', lastname: 'Nordkvinne', phone: '+47 400 00 000' } });
    expect(r.data.updateOwnDetails).toMatchObject({ __typename: 'UpdateOwnDetailsSuccess', viewer: { firstname: 'Kari', lastname: 'Nordkvinne', phone: '+4740000000', email } });
    expect((await browser.gql(VIEWER)).data.viewer).toMatchObject({ firstname: 'Kari', lastname: 'Nordkvinne', phone: '+4740000000' });
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: user.id } });
    expect(history).toHaveLength(1);
    expect(history[0]!.authorId).toBe(user.id);
    expect(history[0]!.changes).toEqual({ firstname: ['Ola', 'Kari'], lastname: ['Nordmann', 'Nordkvinne'], phone: ['+4791234567', '+4740000000'] });
  });

  it('names the field of bad input in Norwegian (English for /en) and writes nothing', async () => {
    const { user, browser } = await person();
    const { updatedAt } = (await browser.gql(VIEWER)).data.viewer;
    const r = await browser.gql(DETAILS, { input: { updatedAt, firstname: '', lastname: 'X', phone: '912 34 567' } });
    expect(r.data.updateOwnDetails.__typename).toBe('ValidationError');
    expect(r.data.updateOwnDetails.fields).toEqual(
      expect.arrayContaining([
        { field: 'firstname', message: CUSTOMER_MESSAGES.firstname },
        { field: 'phoneCountryCode', message: CUSTOMER_MESSAGES.phoneCountryCodeMissing },
      ]),
    );
    const en = await browser.gql(DETAILS, { input: { updatedAt, firstname: 'Ola', lastname: 'Nordmann', phone: '912 34 567' } }, { 'accept-language': 'en' });
    expect(en.data.updateOwnDetails.fields).toEqual([{ field: 'phoneCountryCode', message: 'Remember the country code of the phone number (e.g. +47), here or at the start of the number.' }]);
    expect(await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstname: 'Ola', phone: '+4791234567' });
  });

  it('cannot change the log-in e-mail', async () => {
    const { user, email, browser } = await person();
    const { updatedAt } = (await browser.gql(VIEWER)).data.viewer;
    const r = await browser.gql(DETAILS, { input: { updatedAt, firstname: 'Ola', lastname: 'Nordmann', email: 'kapra@example.no' } });
    expect(r.errors?.[0]?.message).toMatch(/email/);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(email);
  });

  it('refuses a stale page with ConflictError and keeps the newer change', async () => {
    const { user, browser } = await person();
    const { updatedAt } = (await browser.gql(VIEWER)).data.viewer;
    const first = await browser.gql(DETAILS, { input: { updatedAt, firstname: 'Første', lastname: 'Nordmann', phone: '+4791234567' } });
    expect(first.data.updateOwnDetails.__typename).toBe('UpdateOwnDetailsSuccess');
    const stale = await browser.gql(DETAILS, { input: { updatedAt, firstname: 'Andre', lastname: 'Nordmann', phone: '+4791234567' } });
    expect(stale.data.updateOwnDetails).toMatchObject({ __typename: 'ConflictError', message: 'Opplysningane dine er endra ein annan stad sidan du opna sida. Last inn sida på nytt.' });
    expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).firstname).toBe('Første');
  });

  it('is refused to a visitor, who changes nobody', async () => {
    const before = await server.db.historyEntry.count();
    const r = await server.client().gql(DETAILS, { input: { updatedAt: new Date().toISOString(), firstname: 'Kapra', lastname: 'Konto' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.db.historyEntry.count()).toBe(before);
  });
});

describe('changeOwnPassword', () => {
  /** The newest outbox message to `to`, quoted-printable undone. */
  async function mailTo(to: string): Promise<string | undefined> {
    await server.jobsDone();
    const files = fs.readdirSync(server.outboxDir).sort().map((f) => fs.readFileSync(path.join(server.outboxDir, f), 'utf8'));
    const mail = files.filter((m) => m.includes(`To: ${to}`)).pop();
    return mail?.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
  }

  it('changes the password, keeps this session, ends the others and open reset links, and mails a notice', async () => {
    const { user, email, password, browser } = await person();
    const phone = server.client();
    await phone.login(email, password);
    const link = await server.db.passwordResetToken.create({ data: { tokenHash: 'x'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 3600_000) } });

    const r = await browser.gql(PASSWORD, { input: { currentPassword: password, newPassword: 'nytt2passord' } });
    expect(r.data.changeOwnPassword).toEqual({ __typename: 'OkPayload', message: PASSWORD_CHANGE_MESSAGES.changed });
    expect((await browser.gql(VIEWER)).data.viewer.email).toBe(email);
    expect((await phone.gql(VIEWER)).data.viewer).toBeNull();
    expect((await server.db.passwordResetToken.findUniqueOrThrow({ where: { id: link.id } })).usedAt).not.toBeNull();
    await expect(server.client().login(email, password)).rejects.toThrow(/login failed/);
    await server.client().login(email, 'nytt2passord');

    const mail = await mailTo(email);
    expect(mail).toContain('Passordet til kontoen din vart nett endra');
    expect(mail).toContain('http://shop.test/glemt-passord');
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: user.id } });
    expect(history.map((h) => h.comment)).toEqual(['Passordet er endra av personen sjølv på Min side']);
    expect(history[0]!.changes).toBeNull();
  });

  it('asks for the right current password, a valid new one unlike the old, and changes nothing otherwise', async () => {
    const { user, password, browser } = await person();
    const hash = (await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    const ask = async (input: object) => (await browser.gql(PASSWORD, { input })).data.changeOwnPassword;
    expect(await ask({ currentPassword: 'feil1passord', newPassword: 'nytt2passord' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'currentPassword', message: PASSWORD_CHANGE_MESSAGES.wrongCurrent }] });
    expect(await ask({ currentPassword: '', newPassword: 'nytt2passord' })).toMatchObject({ fields: [{ field: 'currentPassword', message: PASSWORD_CHANGE_MESSAGES.currentRequired }] });
    expect(await ask({ currentPassword: password, newPassword: 'kort1' })).toMatchObject({ fields: [{ field: 'newPassword', message: PASSWORD_MESSAGE }] });
    expect(await ask({ currentPassword: password, newPassword: password })).toMatchObject({ fields: [{ field: 'newPassword', message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent }] });
    expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hash);
  });

  it('stops guessing through an open session: after 5 attempts even the right password is refused for a while', async () => {
    const { user, password, browser } = await person();
    for (let i = 0; i < 5; i++) {
      const r = await browser.gql(PASSWORD, { input: { currentPassword: `gjett${i}passord`, newPassword: 'nytt2passord' } });
      expect(r.data.changeOwnPassword.__typename).toBe('ValidationError');
    }
    const right = await browser.gql(PASSWORD, { input: { currentPassword: password, newPassword: 'nytt2passord' } });
    expect(right.data.changeOwnPassword.__typename).toBe('RateLimitedError');
    expect(right.data.changeOwnPassword.retryAfterSeconds).toBeGreaterThan(0);
    const stored = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    await server.client().login(stored.email, password);
  });

  it('counts a right current password as no guess, even when the new one is refused', async () => {
    const { password, browser } = await person();
    const attempt = async (currentPassword: string, newPassword = 'nytt2passord') => (await browser.gql(PASSWORD, { input: { currentPassword, newPassword } })).data.changeOwnPassword;
    for (let i = 0; i < 4; i++) expect((await attempt(`gjett${i}passord`)).__typename).toBe('ValidationError');
    expect((await attempt(password, password)).fields).toEqual([{ field: 'newPassword', message: PASSWORD_CHANGE_MESSAGES.sameAsCurrent }]);
    for (let i = 0; i < 4; i++) expect((await attempt(`gjett${i}igjen1`)).fields?.[0]?.field).toBe('currentPassword');
    expect((await attempt(password)).__typename).toBe('OkPayload');
  });

  it('is refused to a visitor', async () => {
    const r = await server.client().gql(PASSWORD, { input: { currentPassword: 'demo1234', newPassword: 'nytt2passord' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
