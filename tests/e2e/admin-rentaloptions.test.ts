/**
 * The rental products (rentaloptions) section of the back office in real Chromium: a company manager creates a rental
 * product with an uploaded image, tags and prices, adds a vehicle, publishes it and reads the preview's 3-day price;
 * the shop's wizard then offers it for the same 3 days at its location at exactly that price. The form's category
 * reactions, the per-field validation (nothing saved), "no changes", the unsaved-change question, and a delete that
 * coming bookings refuse (the answer names them and offers archiving).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, formatOslo, fromOsloLocal, osloParts, weekdayOf } from '../../server/domain/time.ts';
import { expectNoCspRefusals, launchBrowser, loggedInContext } from '../support/browser.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';

let server: TestServer;
let base: string;
let browser: Browser;

const MANAGER = 'bergen@fjordbil.no';
const BERGEN = 'fjordbil-bergen';

beforeAll(async () => {
  server = await createTestServer({}, { web: true });
  base = await server.listen();
  browser = await launchBrowser();
});
afterEach(expectNoCspRefusals);

/** A browser context logged in as `email` (the session cookie from a real log-in). */
const loggedIn = (email: string, width = 1280): Promise<BrowserContext> => loggedInContext(server, browser, base, email, { width, context: { locale: 'nb-NO' } });

async function newPage(email = MANAGER): Promise<Page> {
  const page = await (await loggedIn(email)).newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return page;
}

/** Polls until the matcher holds (the app answers over a real network on a busy machine). */
const eventually = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const toasts = (page: Page) => page.locator('.toasts').textContent();
const fieldError = (page: Page, name: string) => page.locator(`[data-field="${name}"] .kit-field-error`).textContent();

/** A 3-day rental from a Wednesday `weeks` weeks ahead, 10:00 to 10:00 Oslo ("yyyy-mm-dd HH:MM"). */
function threeDays(weeks: number) {
  let day = addLocalDays({ ...osloParts(new Date()), hour: 10, minute: 0 }, weeks * 7);
  while (weekdayOf(day) !== 'wednesday') day = addLocalDays(day, 1);
  return { pickup: formatOslo(fromOsloLocal(day)), dropoff: formatOslo(fromOsloLocal(addLocalDays(day, 3))) };
}

/** A real PNG made here (320 × 200, a blue field). */
const png = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 80, b: 160 } } }).png().toBuffer();

async function openNew(page: Page) {
  await page.goto(`${base}/admin/${BERGEN}/leieprodukter/ny`);
  await page.waitForSelector('#f-title');
}

describe('a rental product from the back office to the shop', () => {
  it('is created with an uploaded image, tags and prices, gets a vehicle, is published and sold at the previewed price', async () => {
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const car = await server.db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } });
    const vehicle = await server.db.product.create({
      data: { name: 'E2E Corolla', make: 'Toyota', model: 'Corolla', categoryId: car.id, siteId: location.siteId, companyId: location.companyId, locationId: location.id, licensePlate: 'EE12345' },
    });
    const page = await newPage();
    await openNew(page);
    expect(await page.locator('h1').first().textContent()).toBe('Nytt leieprodukt');

    // Generelt: the fields, an uploaded image and two tag rows (reordered).
    await page.fill('#f-title', 'E2E Leieklasse');
    await page.selectOption('#f-categoryId', { label: 'Personbil' });
    await page.fill('#f-acriss', 'CDMR');
    await page.fill('#f-description', 'Ein romsleg stasjonsvogn.');
    await page.setInputFiles('#f-imageFile', { name: 'bil.png', mimeType: 'image/png', buffer: await png() });
    await page.fill('#f-imageAltText', 'Blå stasjonsvogn');
    // The kit's picker previews the picked file (as a data: address, which the Content-Security-Policy allows).
    await eventually(() => page.locator('.kit-image-preview img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.selectOption('#f-locationId', { label: location.name });
    await page.getByRole('button', { name: 'Legg til eigenskap' }).click();
    await page.selectOption('#f-tags-0-tagId', { label: 'Seter' });
    await page.fill('#f-tags-0-value', '5');
    await page.getByRole('button', { name: 'Legg til eigenskap' }).click();
    await page.selectOption('#f-tags-1-tagId', { label: 'Girkasse' });
    // A listed type's value is picked in the shop's words, and stored as its code.
    expect(await page.locator('#f-tags-1-value option').allTextContents()).toEqual(['Vel verdi …', 'Automat', 'Manuell']);
    await page.selectOption('#f-tags-1-value', { label: 'Automat' });
    await page.check('[data-row="1"] input[type=checkbox]');
    await page.getByRole('button', { name: 'Flytt eigenskap 2 opp' }).click();
    expect(await page.inputValue('#f-tags-0-value')).toBe('auto');

    // Prisar: day and week prices; the preview answers from the unsaved fields.
    await page.getByRole('tab', { name: 'Prisar' }).click();
    await page.fill('#f-pricePrivateDay', '700');
    await page.fill('#f-pricePrivateWeek', '4000');
    await page.fill('#f-pricePrivateOnetime', '150,5');
    await page.fill('#f-priceBusinessDay', '560');
    await page.locator('#f-pricePrivateOnetime').blur();
    expect(await page.inputValue('#f-pricePrivateOnetime')).toBe('150,50');
    const previewCell = page.locator('.kit-price-preview tr[data-days="3"] td[data-kind="private"] .kit-preview-total');
    await eventually(() => previewCell.textContent()).toBe('2\u00a0250,50\u00a0kr');
    const previewed = (await previewCell.textContent())!;
    // Business: its own day price (560) and, where its field is empty, the private one less VAT (150,50 × 0,8).
    expect(await page.locator('.kit-price-preview tr[data-days="3"] td[data-kind="business"] .kit-preview-total').textContent()).toBe('1\u00a0800,40\u00a0kr');
    expect(await page.locator('.kit-price-preview tr[data-days="3"] td[data-kind="private"] li').allTextContents()).not.toHaveLength(0);
    expect(await page.locator('.kit-price-preview tr[data-days]').count()).toBe(4);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(`${base}/admin/${BERGEN}/leieprodukter`);
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    const stored = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'E2E Leieklasse' }, include: { tags: { orderBy: { position: 'asc' }, include: { tag: true } } } });
    expect(stored.imageUploadId).not.toBeNull();
    expect(stored.tags.map((t) => [t.tag.slug, t.value, t.highlight])).toEqual([
      ['transmission', 'auto', true],
      ['seats', '5', false],
    ]);
    expect(String(stored.pricePrivateDay)).toBe('700');
    expect(stored.status).toBe('draft');
    // The list row: padded id, the day price less VAT (700 × 0.8), no vehicles yet.
    const row = page.locator('.kit-table tbody tr', { hasText: 'E2E Leieklasse' });
    await eventually(() => row.locator('td[data-column="id"]').textContent()).toBe(String(stored.id).padStart(4, '0'));
    expect(await row.locator('td[data-column="pricePrivateDay"]').textContent()).toBe('560,00\u00a0kr eks.mva.');
    expect(await row.locator('td[data-column="productCount"]').textContent()).toBe('0');

    // Produkt: the vehicle is found and added.
    await row.getByRole('link', { name: 'Endre' }).click();
    await page.waitForSelector('#f-title');
    await page.getByRole('tab', { name: 'Produkt' }).click();
    await page.fill('.kit-products-tab input[type=search]', 'EE12345');
    const hit = page.locator(`.kit-products-tab li[data-product="${vehicle.id}"]`);
    await hit.getByRole('button', { name: 'Legg til' }).click();
    await eventually(() => toasts(page)).toContain('er lagt til');
    await eventually(() => page.locator('#ro-products-current').textContent()).toContain('(1)');
    expect(await server.db.rentalOptionProduct.count({ where: { rentalOptionId: stored.id, productId: vehicle.id } })).toBe(1);

    // Publish.
    await page.getByRole('tab', { name: 'Generelt' }).click();
    await page.selectOption('#f-status', 'public');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(`${base}/admin/${BERGEN}/leieprodukter`);
    await eventually(() => server.db.rentalOption.findUniqueOrThrow({ where: { id: stored.id } }).then((r) => r.status)).toBe('public');

    // The history reads the status, tags and prices as staff read them, not as stored ("draft", "transmission: auto").
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${stored.id}`);
    await page.getByRole('tab', { name: 'Historikk' }).click();
    const historyLines = page.locator('[data-tab="historikk"] .kit-history-changes li');
    await eventually(() => historyLines.allTextContents()).toContain('Status: Kladd → Publisert');
    const created = (await historyLines.allTextContents()).map((l) => l.replace(/\s/g, ' '));
    expect(created).toContain('Eigenskapar: – → Girkasse: Automat (framheva), Seter: 5 seter');
    expect(created).toContain('Dagspris (privat): – → 700,00 kr');

    // The shop: the same 3 days at its location, offered at the previewed price.
    const shop = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nb-NO' })).newPage();
    const period = threeDays(5);
    await shop.goto(`${base}/`);
    await eventually(() => shop.locator('h1').first().textContent()).toBe('Hentestad og tid');
    const banner = shop.locator('.cookie-banner');
    if (await banner.count()) await banner.getByRole('button', { name: 'Berre nødvendige' }).click();
    await shop.selectOption('select[name=hentested]', String(location.id));
    await shop.fill('input[name=hentetid-dato]', period.pickup.slice(0, 10));
    await shop.selectOption('select[name=hentetid-tid]', '10:00');
    await shop.fill('input[name=leveringstid-dato]', period.dropoff.slice(0, 10));
    await shop.selectOption('select[name=leveringstid-tid]', '10:00');
    await shop.locator('.wz-segmented label', { hasText: 'Privat' }).click();
    await shop.getByRole('button', { name: 'Neste' }).click();
    await shop.waitForURL(/\/steg2\?/);
    const offer = shop.locator('.wz-offer', { hasText: 'E2E Leieklasse' });
    await eventually(() => offer.locator('.wz-offer-price strong').textContent()).toBe(previewed);
    expect(await offer.textContent()).toContain('Toyota Corolla');
  }, 90_000);
});

describe('the rental product form', () => {
  it('applies the category reactions of spec 3 section 4 as the category changes', async () => {
    // The national administrator: only a site (or network) account may place the add-on the walk ends on.
    const page = await newPage('nasjonal@fjordbil.no');
    await page.goto(`${base}/admin/fjordbil/leieprodukter/ny`);
    await page.waitForSelector('#f-title');
    await page.selectOption('#f-categoryId', { label: 'Personbil' });
    await page.fill('#f-acriss', 'CDMR');
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    await page.selectOption('#f-locationId', { label: location.name });
    await page.check('#f-canBeRequestedFromOtherLocation');
    await page.fill('#f-maxAmount', '3');
    await page.getByRole('tab', { name: 'Prisar' }).click();
    await page.fill('#f-vatFactor', '0.1');
    await page.getByRole('tab', { name: 'Generelt' }).click();

    // A trailer: not a car (ACRISS cleared and gone), still transported (location and flag kept).
    await page.selectOption('#f-categoryId', { label: 'Tilhengar' });
    await eventually(() => page.locator('#f-acriss').count()).toBe(0);
    expect(await page.inputValue('#f-locationId')).not.toBe('');
    expect(await page.isChecked('#f-canBeRequestedFromOtherLocation')).toBe(true);

    // Back to a car: ACRISS is empty again, VAT factor 0,2 (with the decimal comma the field shows).
    await page.selectOption('#f-categoryId', { label: 'Personbil' });
    await eventually(() => page.inputValue('#f-acriss')).toBe('');
    expect(await page.inputValue('#f-vatFactor')).toBe('0,2');

    // An accessory needs no transport: location cleared, the flag off, max per booking 1.
    await page.check('#f-isDigital');
    await page.selectOption('#f-categoryId', { label: 'Tilbehør' });
    await eventually(() => page.inputValue('#f-locationId')).toBe('');
    expect(await page.isChecked('#f-canBeRequestedFromOtherLocation')).toBe(false);
    expect(await page.inputValue('#f-maxAmount')).toBe('1');
    expect(await page.isChecked('#f-isDigital')).toBe(true);
    // Digital only is kept only where no transport is needed.
    await page.selectOption('#f-categoryId', { label: 'Tilhengar' });
    await eventually(() => page.isChecked('#f-isDigital')).toBe(false);
  });

  it('names each invalid field, marks its tab and saves nothing', async () => {
    const before = await server.db.rentalOption.count();
    const page = await newPage();
    await openNew(page);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => page.locator('.kit-form-error').textContent()).toBe('Felt merka med * må fyllast ut.');
    expect(await fieldError(page, 'title')).toBeTruthy();
    expect(await fieldError(page, 'categoryId')).toBeTruthy();
    expect(await fieldError(page, 'image')).toBeTruthy();
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('f-title');

    // Fill the General tab; break a price, max per booking and a tag row.
    await page.fill('#f-title', 'Ugyldig');
    await page.selectOption('#f-categoryId', { label: 'Personbil' });
    await page.fill('#f-acriss', 'CDMR');
    await page.fill('#f-image', 'fa-car');
    await page.fill('#f-maxAmount', '0');
    await page.getByRole('button', { name: 'Legg til eigenskap' }).click();
    await page.selectOption('#f-tags-0-tagId', { label: 'Seter' });
    await page.getByRole('tab', { name: 'Prisar' }).click();
    await page.fill('#f-pricePrivateDay', '12.345');
    await page.fill('#f-priceBusinessWeek', '-5');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => fieldError(page, 'maxAmount')).toBeTruthy();
    expect(await fieldError(page, 'tags.0.value')).toBeTruthy();
    expect(await page.locator('.kit-tab[data-invalid]').allTextContents()).toEqual(['Generelt *', 'Prisar *']);
    await page.getByRole('tab', { name: /Prisar/ }).click();
    expect(await fieldError(page, 'pricePrivateDay')).toBeTruthy();
    expect(await fieldError(page, 'priceBusinessWeek')).toBeTruthy();
    expect(await server.db.rentalOption.count()).toBe(before);
  });

  it('uploads a picked picture once, however many times the server refuses the save', async () => {
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const uploadsBefore = await server.db.upload.count();
    const page = await newPage();
    await openNew(page);
    await page.fill('#f-title', 'E2E Bilete éin gong');
    await page.selectOption('#f-categoryId', { label: 'Personbil' });
    // Four letters the form takes and only the server refuses (not an ACRISS code).
    await page.fill('#f-acriss', 'ZZZZ');
    await page.setInputFiles('#f-imageFile', { name: 'bil.png', mimeType: 'image/png', buffer: await png() });
    await page.fill('#f-imageAltText', 'Blå bil');
    await page.selectOption('#f-locationId', { label: location.name });
    for (let attempt = 1; attempt <= 2; attempt++) {
      // The save's answer (the picture is uploaded before it is sent).
      const answered = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('createRentalOption'));
      await page.getByRole('button', { name: 'Lagre' }).click();
      await answered;
      await eventually(() => fieldError(page, 'acriss')).toBeTruthy();
      // Each refusal had uploaded the picture anew: public copies no rental product used.
      expect(await server.db.upload.count(), `after save ${attempt}`).toBe(uploadsBefore + 1);
    }
    await page.fill('#f-acriss', 'CDMR');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => server.db.rentalOption.count({ where: { title: 'E2E Bilete éin gong' } })).toBe(1);
    const saved = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'E2E Bilete éin gong' } });
    expect(await server.db.upload.count()).toBe(uploadsBefore + 1);
    expect(saved.imageUploadId).toBe((await server.db.upload.findFirstOrThrow({ orderBy: { id: 'desc' } })).id);
  });

  it('says so when nothing changed, and asks before leaving with changes', async () => {
    const { option } = await carClass(server.db, 1, { title: 'E2E Uendra' });
    await server.db.rentalOption.update({ where: { id: option.id }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    await page.waitForSelector('#f-title');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Ingen endringar');
    expect(page.url()).toContain(`/leieprodukter/${option.id}`);

    await page.fill('#f-title', 'E2E Endra');
    await page.getByRole('button', { name: 'Avbryt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Er du sikker?' });
    await dialog.getByRole('button', { name: 'Nei, fortsett redigering' }).click();
    // The question is gone (its "Ja, avbryt" would otherwise also answer to "Avbryt") and the change is kept.
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.inputValue('#f-title')).toBe('E2E Endra');
    await page.getByRole('button', { name: 'Avbryt', exact: true }).click();
    await page.getByRole('dialog', { name: 'Er du sikker?' }).getByRole('button', { name: 'Ja, avbryt' }).click();
    await page.waitForURL(`${base}/admin/${BERGEN}/leieprodukter`);
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: option.id } })).title).toBe('E2E Uendra');
  });
});

describe('listed tag values', () => {
  // Fuel, drivetrain and transmission were typed as codes ("manual", "petrol") in a text box; staff now pick them in
  // the shop's words, and a value stored in an older spelling shows as the choice it means.
  it('are picked in Norwegian, and an older spelling shows as its choice and is stored as its code', async () => {
    const source = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Småbil', company: { slug: BERGEN } } });
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source as typeof source & { createdAt?: Date; updatedAt?: Date };
    const tag = (slug: 'fuel' | 'drivetrain' | 'seats') => server.db.productTag.findUniqueOrThrow({ where: { slug } });
    const option = await server.db.rentalOption.create({
      data: {
        ...(fields as typeof source),
        title: 'E2E Gamle eigenskapar',
        slug: `e2e-gamle-eigenskapar-${Date.now()}`,
        tags: {
          create: [
            { tagId: (await tag('fuel')).id, position: 0, value: 'gasoline' },
            { tagId: (await tag('drivetrain')).id, position: 1, value: 'front' },
            { tagId: (await tag('seats')).id, position: 2, value: '5' },
          ],
        },
      },
    });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    await page.waitForSelector('#f-tags-2-value');
    const chosen = (i: number) => page.locator(`#f-tags-${i}-value`).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);
    expect(await chosen(0)).toBe('Bensin');
    expect(await chosen(1)).toBe('Framhjulsdrift');
    expect(await page.locator('#f-tags-1-value option').allTextContents()).toEqual(['Vel verdi …', 'Framhjulsdrift', 'Bakhjulsdrift', 'Firehjulsdrift']);
    // A type without a list is still typed.
    expect(await page.locator('#f-tags-2-value').evaluate((el) => el.tagName)).toBe('INPUT');
    // Turned into a listed type, a value that is none of its choices is cleared (not kept for the server to refuse).
    await page.getByRole('button', { name: 'Legg til eigenskap' }).click();
    await page.fill('#f-tags-3-value', '7');
    await page.selectOption('#f-tags-3-tagId', { label: 'Girkasse' });
    await eventually(() => page.locator('#f-tags-3-value').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Vel verdi …');
    expect(await page.inputValue('#f-tags-3-value')).toBe('');
    await page.getByRole('button', { name: 'Fjern eigenskap 4' }).click();
    await page.selectOption('#f-tags-1-value', { label: 'Firehjulsdrift' });
    await page.getByRole('button', { name: 'Lagre' }).click();
    await eventually(() => toasts(page)).toContain('Endringene er lagret');
    const stored = await server.db.rentalOptionTag.findMany({ where: { rentalOptionId: option.id }, orderBy: { position: 'asc' } });
    expect(stored.map((t) => t.value)).toEqual(['petrol', 'awd', '5']);
    await page.context().close();
  });
});

describe('the tag rows by keyboard on a phone', () => {
  // Moving a row to the top disables its own "↑", and "Fjern" takes its own row away: both dropped the focus to the
  // page's start, so the next Tab began again from the top bar.
  it('keeps the focus on the moved row or the next row after moving and removing', async () => {
    const page = await (await loggedIn(MANAGER, 390)).newPage();
    const option = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Småbil', company: { slug: BERGEN } } });
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    await page.waitForSelector('#f-tags-1-value');
    const focused = () => page.evaluate(() => (document.activeElement === document.body ? 'the page' : document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim()));
    const rows = await page.locator('.kit-tag-row').count();
    const second = await page.inputValue('#f-tags-1-value');
    await page.getByRole('button', { name: 'Flytt eigenskap 2 opp' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.inputValue('#f-tags-0-value')).toBe(second);
    expect(await focused()).toBe('Flytt eigenskap 1 ned');
    await page.keyboard.press('Enter');
    await eventually(() => page.inputValue('#f-tags-1-value')).toBe(second);
    expect(await focused()).toBe('Flytt eigenskap 2 ned');
    await page.getByRole('button', { name: `Flytt eigenskap ${rows - 1} ned` }).focus();
    await page.keyboard.press('Enter');
    expect(await focused()).toBe(`Flytt eigenskap ${rows} opp`);
    const third = await page.inputValue('#f-tags-3-value');
    await page.getByRole('button', { name: 'Fjern eigenskap 3' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.kit-tag-row').count()).toBe(rows - 1);
    // The row that took its place (the old fourth) has the focus on its own "Fjern" (its inputs fill a render later).
    await eventually(() => page.inputValue('#f-tags-2-value')).toBe(third);
    await eventually(focused).toBe('Fjern eigenskap 3');
    await page.getByRole('button', { name: `Fjern eigenskap ${rows - 1}` }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('.kit-tag-row').count()).toBe(rows - 2);
    expect(await focused()).toBe(`Fjern eigenskap ${rows - 2}`);
    await page.context().close();
  });
});

describe('the image picker by keyboard on a phone', () => {
  // "Fjern bilete" and "Fjern valt bilete" take themselves away: the focus fell to the page's start.
  it('keeps the focus on the picker after removing the current or the picked picture', async () => {
    const page = await (await loggedIn(MANAGER, 390)).newPage();
    const option = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Småbil', company: { slug: BERGEN } } });
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    const focusedId = () => page.evaluate(() => (document.activeElement === document.body ? 'the page' : document.activeElement?.id));
    await page.getByRole('button', { name: 'Fjern bilete' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('button', { name: 'Fjern bilete' }).count()).toBe(0);
    expect(await focusedId()).toBe('f-imageFile');
    await page.locator('#f-imageFile').setInputFiles({ name: 'bil.png', mimeType: 'image/png', buffer: await png() });
    const drop = page.getByRole('button', { name: 'Fjern valt bilete' });
    await drop.waitFor();
    await drop.focus();
    await page.keyboard.press('Enter');
    await eventually(() => drop.count()).toBe(0);
    expect(await focusedId()).toBe('f-imageFile');
    await page.context().close();
  });
});

describe('a rental product for a role that may not change it', () => {
  it('shows its picture with nothing to pick or remove, and no required marks', async () => {
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const upload = await server.db.upload.findFirstOrThrow({ where: { public: true, mime: { startsWith: 'image/' }, bookingDocs: { none: {} } } });
    const car = await server.db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } });
    const seats = await server.db.productTag.findFirstOrThrow({ where: { slug: 'seats' } });
    const option = await server.db.rentalOption.create({
      data: {
        title: 'E2E Lesebilete', slug: `e2e-lesebilete-${Date.now()}`, status: 'public', categoryId: car.id, acriss: 'CDMR', imageUploadId: upload.id,
        siteId: flesland.siteId, companyId: flesland.companyId, locationId: flesland.id, pricePrivateDay: '500',
        tags: { create: [{ tagId: seats.id, value: '5', position: 0 }] },
      },
    });
    const page = await newPage('flesland@fjordbil.no');
    await page.goto(`${base}/admin`);
    await page.waitForURL(/\/admin\/[^/]+$/);
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`${base}/admin/${slug}/leieprodukter/${option.id}`);
    await eventually(() => page.locator('.kit-image-preview img').count()).toBe(1);
    expect(await page.locator('#f-imageFile').isDisabled()).toBe(true);
    expect(await page.getByText('Vel eit anna bilete').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fjern bilete' }).count()).toBe(0);
    // No field of the read-only form is marked required: it promises no typing.
    expect(await page.locator('[data-tab="generelt"] label span[aria-hidden="true"]').allTextContents()).not.toContain(' *');
    expect(await page.locator('label[for="f-tags-0-value"]').textContent()).toBe('Verdi 1');
    await page.context().close();
  }, 60_000);
});

describe('English texts', () => {
  it('are written in their own section of the form and shown by the shop under /en, the Norwegian ones elsewhere', async () => {
    const { option, location } = await carClass(server.db, 1, { title: 'E2E Familiebil' });
    // A picture uploaded with another text: the alt text the product's form holds is what the shop reads.
    const picture = (await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'smabil' }, select: { imageUploadId: true } })).imageUploadId!;
    await server.db.rentalOption.update({ where: { id: option.id }, data: { image: null, imageUploadId: picture, imageAltText: 'Raud familiebil', acriss: 'CDMR' } });
    await carClass(server.db, 1, { title: 'E2E Utan engelsk' });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    await page.waitForSelector('#f-title');
    // Collapsed while the product has no English texts; opened, it takes a name and a description.
    const section = page.locator('details.kit-section', { hasText: 'På engelsk' });
    expect(await section.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await section.locator('summary').click();
    await page.fill('#f-titleEn', 'E2E Family car');
    await page.fill('#f-descriptionEn', 'Room for five and their luggage.');
    await page.fill('#f-imageAltTextEn', 'Red family car');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.waitForURL(`${base}/admin/${BERGEN}/leieprodukter`);
    expect(await server.db.rentalOption.findUniqueOrThrow({ where: { id: option.id } })).toMatchObject({
      titleEn: 'E2E Family car',
      descriptionEn: 'Room for five and their luggage.',
      imageAltTextEn: 'Red family car',
    });

    const q = (period: { pickup: string; dropoff: string }) =>
      new URLSearchParams({ hentested: String(location.id), hentetid: period.pickup, leveringstid: period.dropoff, kunde: 'privat', over25: 'true' }).toString();
    const shop = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' })).newPage();
    await shop.goto(`${base}/en/steg2?${q(threeDays(6))}`);
    await eventually(() => shop.locator('.wz-offer', { hasText: 'E2E Family car' }).count()).toBe(1);
    expect(await shop.locator('.wz-offer', { hasText: 'E2E Familiebil' }).count()).toBe(0);
    // The English name is read as English; a product with no English name shows its Norwegian one, marked Norwegian.
    expect(await shop.locator('.wz-offer h2', { hasText: 'E2E Family car' }).getAttribute('lang')).toBeNull();
    expect(await shop.locator('.wz-offer p', { hasText: 'Room for five' }).getAttribute('lang')).toBeNull();
    expect(await shop.locator('.wz-offer h2', { hasText: 'E2E Utan engelsk' }).getAttribute('lang')).toBe('no');
    // The picture is described in English, read as English.
    const image = (title: string) => shop.locator('.wz-offer', { hasText: title }).locator('img');
    expect(await image('E2E Family car').getAttribute('alt')).toBe('Red family car');
    expect(await image('E2E Family car').getAttribute('lang')).toBeNull();
    await shop.goto(`${base}/steg2?${q(threeDays(6))}`);
    await eventually(() => shop.locator('.wz-offer', { hasText: 'E2E Familiebil' }).count()).toBe(1);
    // In Norwegian, the product's own alt text, not the one the picture was uploaded with.
    expect(await image('E2E Familiebil').getAttribute('alt')).toBe('Raud familiebil');

    // Opened again, the section shows what was written.
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${option.id}`);
    await page.waitForSelector('#f-titleEn');
    expect(await page.locator('details.kit-section', { hasText: 'På engelsk' }).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.inputValue('#f-titleEn')).toBe('E2E Family car');
  }, 90_000);
});

describe('the Produkt tab', () => {
  it('shows where a vehicle already belongs and moves it only after a confirmed step', async () => {
    const from = await carClass(server.db, 1, { title: 'E2E Frå-klasse' });
    const to = await carClass(server.db, 0, { title: 'E2E Til-klasse' });
    await server.db.rentalOption.updateMany({ where: { id: { in: [from.option.id, to.option.id] } }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const vehicle = from.products[0]!;
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${to.option.id}`);
    await page.waitForSelector('#f-title');
    await page.getByRole('tab', { name: 'Produkt' }).click();
    await page.fill('.kit-products-tab input[type=search]', vehicle.licensePlate!);
    const hit = page.locator(`.kit-products-tab li[data-product="${vehicle.id}"]`);
    await eventually(() => hit.textContent()).toContain('Høyrer til «E2E Frå-klasse»');

    // Declining the move changes nothing.
    await hit.getByRole('button', { name: 'Flytt hit' }).click();
    const dialog = page.getByRole('dialog', { name: /^Flytte/ });
    await dialog.getByRole('button', { name: 'Nei' }).click();
    expect(await server.db.rentalOptionProduct.findMany({ where: { productId: vehicle.id }, select: { rentalOptionId: true } })).toEqual([{ rentalOptionId: from.option.id }]);

    // Confirmed: the vehicle counts in the new class only.
    await hit.getByRole('button', { name: 'Flytt hit' }).click();
    await page.getByRole('dialog', { name: /^Flytte/ }).getByRole('button', { name: 'Ja, flytt' }).click();
    await eventually(() => page.locator('#ro-products-current').textContent()).toContain('(1)');
    expect(await server.db.rentalOptionProduct.findMany({ where: { productId: vehicle.id }, select: { rentalOptionId: true } })).toEqual([{ rentalOptionId: to.option.id }]);

    // Removing it leaves the class empty.
    await page.locator(`.kit-member-list li[data-product="${vehicle.id}"]`).getByRole('button', { name: 'Fjern' }).click();
    await eventually(() => page.locator('#ro-products-current').textContent()).toContain('(0)');
    expect(await server.db.rentalOptionProduct.count({ where: { productId: vehicle.id } })).toBe(0);

    // The vehicle's own history tells both steps, newest first.
    await page.goto(`${base}/admin/${BERGEN}/produkter/${vehicle.id}`);
    await page.getByRole('tab', { name: 'Historikk' }).click();
    const entries = page.locator('[data-tab="historikk"] .kit-history > li');
    await eventually(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Teke ut av leigeproduktet «E2E Til-klasse»');
    expect(await entries.nth(0).locator('.kit-history-changes').textContent()).toBe('Leigeprodukt: E2E Til-klasse → –');
    expect(await entries.nth(1).textContent()).toContain('Flytta frå leigeproduktet «E2E Frå-klasse» til «E2E Til-klasse»');
    expect(await entries.nth(1).locator('.kit-history-changes').textContent()).toBe('Leigeprodukt: E2E Frå-klasse → E2E Til-klasse');

    // The class's history names the vehicle that came and went, by name and plate, not by its database id.
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${to.option.id}`);
    await page.getByRole('tab', { name: 'Historikk' }).click();
    const classEntries = page.locator('[data-tab="historikk"] .kit-history > li');
    await eventually(() => classEntries.count()).toBe(2);
    const car = `${vehicle.name} (${vehicle.licensePlate})`;
    expect(await classEntries.nth(0).locator('.kit-history-changes').textContent()).toBe(`Produkt: teke bort ${car}`);
    expect(await classEntries.nth(1).locator('.kit-history-changes').textContent()).toBe(`Produkt: lagt til ${car}`);
  });

  it('asks before taking out a car a booking then lacks, and takes it out only when told to', async () => {
    const cls = await carClass(server.db, 1, { title: 'E2E Mangel-klasse' });
    await server.db.rentalOption.update({ where: { id: cls.option.id }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const vehicle = cls.products[0]!;
    const made = await server.client().gql<{ createBooking: { __typename: string; bookingNumber: string } }>(CREATE, { input: order(cls.locationGid, cls.optionGid, futureWeek(8)) });
    expect(made.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${cls.option.id}`);
    await page.waitForSelector('#f-title');
    await page.getByRole('tab', { name: 'Produkt' }).click();
    const remove = () => page.locator(`.kit-member-list li[data-product="${vehicle.id}"]`).getByRole('button', { name: 'Fjern' }).click();
    await remove();
    const ask = page.getByRole('dialog', { name: 'Ta køyretøyet ut av klassen likevel?' });
    await eventually(() => ask.textContent()).toContain(`booking ${made.data!.createBooking.bookingNumber}`);
    // Declining writes nothing.
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    expect(await server.db.rentalOptionProduct.count({ where: { productId: vehicle.id } })).toBe(1);
    await remove();
    await page.getByRole('dialog', { name: 'Ta køyretøyet ut av klassen likevel?' }).getByRole('button', { name: 'Lagre likevel' }).click();
    await eventually(() => page.locator('#ro-products-current').textContent()).toContain('(0)');
    expect(await server.db.rentalOptionProduct.count({ where: { productId: vehicle.id } })).toBe(0);
  });

  it('asks before moving a class to a location where its sold car does not stand, and saves only when told to', async () => {
    const cls = await carClass(server.db, 1, { title: 'E2E Flytteklasse' });
    await server.db.rentalOption.update({ where: { id: cls.option.id }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const made = await server.client().gql<{ createBooking: { __typename: string; bookingNumber: string } }>(CREATE, { input: order(cls.locationGid, cls.optionGid, futureWeek(9)) });
    expect(made.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const asane = await server.db.location.findFirstOrThrow({ where: { slug: 'asane' } });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter/${cls.option.id}`);
    await page.waitForSelector('#f-title');
    await page.selectOption('#f-locationId', { label: asane.name });
    await page.getByRole('button', { name: 'Lagre' }).click();
    const ask = page.getByRole('dialog', { name: 'Lagre likevel?' });
    await eventually(() => ask.textContent()).toContain(`booking ${made.data!.createBooking.bookingNumber}`);
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).locationId).toBe(cls.location.id);
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByRole('dialog', { name: 'Lagre likevel?' }).getByRole('button', { name: 'Lagre likevel' }).click();
    await page.waitForURL(`${base}/admin/${BERGEN}/leieprodukter`);
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).locationId).toBe(asane.id);
  });
});

describe('the rental products list', () => {
  it('keeps its filters in the address with a badge and a reset', async () => {
    const draft = await carClass(server.db, 0, { title: 'E2E Filter Kladd' });
    await server.db.rentalOption.update({ where: { id: draft.option.id }, data: { status: 'draft' } });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter`);
    const titles = () => page.locator('.kit-table tbody td[data-column="title"]').allTextContents();
    await eventually(() => titles()).toContain('E2E Filter Kladd');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.selectOption('.kit-popover select[name=status]', 'draft');
    await page.selectOption('.kit-popover select[name=kategori]', { label: 'Personbil' });
    await page.getByRole('button', { name: 'Bruk' }).click();
    await page.waitForURL(/status=draft/);
    // The category's number in the address, not a global id ("?kategori=UHJvZHVjdENhdGVnb3J5OjQ=").
    const personbil = await server.db.productCategory.findFirstOrThrow({ where: { title: 'Personbil' } });
    expect(new URL(page.url()).searchParams.get('kategori')).toBe(String(personbil.id));
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('2');
    const drafts = await server.db.rentalOption.findMany({ where: { status: 'draft', category: { title: 'Personbil' }, company: { slug: BERGEN } }, select: { title: true } });
    await eventually(() => titles().then((t) => [...t].sort())).toEqual(drafts.map((d) => d.title).sort());
    expect(await page.locator('.kit-table tbody td[data-column="status"]').allTextContents()).toEqual(drafts.map(() => 'Kladd'));

    await page.reload();
    await eventually(() => titles()).toContain('E2E Filter Kladd');
    expect(await page.locator('.kit-filter-button .badge').textContent()).toBe('2');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('button', { name: 'Nullstill' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('status')).toBeNull();
    expect(new URL(page.url()).searchParams.get('kategori')).toBeNull();
    await eventually(() => page.locator('.kit-filter-button .badge').count()).toBe(0);
  });

  it('duplicates a rental product as a new draft named "(kopi)" with its prices and tags', async () => {
    const source = await carClass(server.db, 1, { title: 'E2E Mal' });
    const seats = await server.db.productTag.findFirstOrThrow({ where: { slug: 'seats' } });
    await server.db.rentalOption.update({
      where: { id: source.option.id },
      data: { image: 'fa-car', acriss: 'CDMR', tags: { create: [{ tagId: seats.id, position: 0, value: '7', highlight: true }] } },
    });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter?sok=E2E%20Mal`);
    await page.locator('.kit-table tbody tr', { hasText: 'E2E Mal' }).getByRole('link', { name: 'Dupliser' }).click();
    await page.waitForURL(new RegExp(`/leieprodukter/ny\\?fra_id=${source.option.id}$`));
    await eventually(() => page.inputValue('#f-title')).toBe('E2E Mal (kopi)');
    expect(await page.inputValue('#f-status')).toBe('draft');
    expect(await page.inputValue('#f-tags-0-value')).toBe('7');
    await page.getByRole('button', { name: 'Lagre' }).click();
    // Back to the list as it was searched when "Dupliser" was clicked.
    await page.waitForURL((u) => u.pathname === `/admin/${BERGEN}/leieprodukter` && u.searchParams.get('sok') === 'E2E Mal');
    const copy = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'E2E Mal (kopi)' }, include: { tags: true, products: true } });
    expect(copy.id).not.toBe(source.option.id);
    expect(String(copy.pricePrivateDay)).toBe('500');
    expect(copy.tags.map((t) => [t.value, t.highlight])).toEqual([['7', true]]);
    // Vehicles stay with the original: a vehicle counts in one class only.
    expect(copy.products).toEqual([]);
  });

  it('offers the owner choice at network scope only', async () => {
    const network = await newPage('admin@fjordbil.no');
    await network.goto(`${base}/admin/systemeier/leieprodukter/ny`);
    await network.waitForSelector('#f-title');
    expect(await network.locator('#f-companyId').count()).toBe(1);
    const company = await newPage();
    await openNew(company);
    expect(await company.locator('#f-companyId').count()).toBe(0);
  });
});

describe('deleting a rental product', () => {
  it('is refused while a coming booking uses it: the answer names the booking and offers archiving', async () => {
    const car = await carClass(server.db, 1, { title: 'E2E Booka' });
    await server.db.rentalOption.update({ where: { id: car.option.id }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const booked = await server.client().gql<{ createBooking: { __typename: string; bookingNumber?: string } }>(CREATE, { input: order(car.locationGid, car.optionGid) });
    expect(booked.data?.createBooking.__typename).toBe('CreateBookingPayload');
    const number = booked.data!.createBooking.bookingNumber!;

    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter?sok=E2E%20Booka`);
    const row = page.locator('.kit-table tbody tr', { hasText: 'E2E Booka' });
    await row.getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    const refusal = page.getByRole('dialog', { name: 'Kunne ikkje slette produktet' });
    await eventually(() => refusal.textContent()).toContain(number);
    expect(await server.db.rentalOption.count({ where: { id: car.option.id } })).toBe(1);

    await refusal.getByRole('button', { name: 'Arkiver' }).click();
    await eventually(() => server.db.rentalOption.findUniqueOrThrow({ where: { id: car.option.id } }).then((r) => r.status)).toBe('archived');
  });

  it('deletes one nobody has booked, after asking', async () => {
    const car = await carClass(server.db, 0, { title: 'E2E Ledig' });
    const page = await newPage();
    await page.goto(`${base}/admin/${BERGEN}/leieprodukter?sok=E2E%20Ledig`);
    const row = page.locator('.kit-table tbody tr', { hasText: 'E2E Ledig' });
    await row.getByRole('button', { name: 'Slett' }).click();
    // Spec 3 section 8: "Er du sikker..." with "Dette kan ikke angres.".
    await eventually(() => page.getByRole('dialog').textContent()).toContain('Er du sikker på at du vil slette «E2E Ledig»?');
    expect(await page.getByRole('dialog').textContent()).toContain('Dette kan ikke angres.');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    expect(await server.db.rentalOption.count({ where: { id: car.option.id } })).toBe(1);
    await row.getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
    await eventually(() => toasts(page)).toContain('«E2E Ledig» er sletta.');
    await eventually(() => row.count()).toBe(0);
    expect(await server.db.rentalOption.count({ where: { id: car.option.id } })).toBe(0);
  });
});
