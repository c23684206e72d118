/**
 * The image pipeline (server/services/images.ts) and /uploads: a picture is checked by its bytes, drawn again
 * without metadata into WebP at the shop's widths and served cached for a year, never as an active document; every
 * rental vehicle of the demo has its drawing stored that way, and the offers name example models.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_VARIANT_WIDTHS } from '../../server/domain/imageUpload.ts';
import { ValidationError } from '../../server/services/errors.ts';
import { processImage, storeImage } from '../../server/services/images.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { futureWeek } from '../support/shop.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(`http://shop.test${path}`, { headers });

/** The field error a refused picture gives. */
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await processImage(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).fields[0]!.message;
  }
  throw new Error('the picture was accepted');
}

describe('processImage', () => {
  it('strips every tag of a photo (GPS, camera) and turns it upright by its orientation', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spionkamera', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 23/1 0/1' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const out = await processImage(photo);
    expect(out.sourceType).toBe('image/jpeg');
    expect(out.variants.map((v) => v.name)).toEqual(['w320', 'w640', 'w320-jpeg', 'w640-jpeg']); // 800 px wide upright: never enlarged to 1280
    for (const v of out.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.mime === 'image/webp' ? 'webp' : 'jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.data.includes('Spionkamera')).toBe(false);
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(v.height).toBeGreaterThan(v.width); // orientation 6: the portrait photo stands up
    }
  });

  it('refuses a text file whatever its name, an empty or too large file, a broken picture and a pixel bomb', async () => {
    expect(await refusal(Buffer.from('Dette er ikkje eit bilete, sjølv om fila heiter bil.png'))).toMatch(/Ukjend filtype/);
    expect(await refusal(new Uint8Array(0))).toMatch(/tom/);
    expect(await refusal(new Uint8Array(IMAGE_MAX_BYTES + 1))).toMatch(/^For store filer!/);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await refusal(png.subarray(0, 40))).toMatch(/kunne ikkje lesast/);
    // A PNG header claiming 30 000 × 30 000 pixels (900 megapixels) in a few bytes (the CRC is not even right).
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    expect(await refusal(bomb)).toMatch(/For høg oppløysing!|kunne ikkje lesast/);
    // A PDF is not an accepted picture; an uploaded SVG is not either (only the demo's own drawings are drawn).
    expect(await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toMatch(/Ukjend filtype/);
  });

  it('encodes many pictures at once (two at a time, the rest wait their turn) and refusals free their turn', async () => {
    const good = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#123456' } }).png().toBuffer();
    const broken = good.subarray(0, Math.floor(good.length / 2));
    const results = await Promise.allSettled([good, broken, good, broken, good, good, broken, good].map((b) => processImage(b)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await processImage(good)).variants.length).toBe(4);
  });

  it('draws the demo\'s SVG into WebP at every width (allowDrawing only); its script and outside references never survive', async () => {
    const svg = Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 40" width="64" height="40">
      <script>alert(1)</script><image xlink:href="file:///etc/passwd" width="10" height="10"/><rect width="64" height="40" fill="#0b4f6c"/></svg>`);
    expect(await refusal(svg)).toMatch(/Ukjend filtype/);
    const out = await processImage(svg, 'file', { allowDrawing: true });
    expect(out.sourceType).toBe('image/svg+xml');
    expect(out.variants.map((v) => [v.width, v.height])).toEqual(IMAGE_VARIANT_WIDTHS.map((w) => [w, (w * 40) / 64]));
    for (const v of out.variants) {
      expect((await sharp(v.data).metadata()).format).toBe('webp');
      expect(v.data.includes('alert')).toBe(false);
    }
  });
});

describe('GET /uploads', () => {
  it('serves each stored variant in its type, immutable for a year, sandboxed, with a 304 for its ETag', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#f2a541' } }).png().toBuffer();
    const stored = await storeImage(server.db, png, { alt: 'Ein oransje flate' });
    expect(stored.variants.map((v) => v.name)).toEqual(['w320', 'w640', 'w320-png', 'w640-png']);
    for (const v of stored.variants) {
      const res = await get(v.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(v.mime);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      const again = await get(v.url, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
    const whole = await get(`/uploads/${stored.id}`);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('answers 404 to odd names, other folders, private uploads and missing ids, and never renders a stored SVG', async () => {
    const stored = await storeImage(server.db, await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } }).png().toBuffer());
    for (const path of [`/uploads/${stored.id}/..%2f..%2fetc%2fpasswd`, `/uploads/${stored.id}/W320`, `/uploads/${stored.id}/w999`, '/uploads/0', '/uploads/99999999999', `/uploads/${stored.id}/w320/x`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    const licence = await server.db.upload.create({ data: { type: 'licence', public: false, mime: 'image/png', size: 3, data: new Uint8Array([1, 2, 3]) } });
    expect((await get(`/uploads/${licence.id}`)).status).toBe(404);
    // An SVG stored some other way (an older import) goes out as a download, never as a document that could run.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const old = await server.db.upload.create({ data: { type: 'image', public: true, mime: 'image/svg+xml', size: svg.length, data: new Uint8Array(svg) } });
    const res = await get(`/uploads/${old.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('the demo vehicles', () => {
  it('every public car, van and trailer has its drawing as an uploaded picture with three WebP widths and alt text', async () => {
    const options = await server.db.rentalOption.findMany({
      where: { status: 'public', category: { systemCode: null } },
      select: { slug: true, image: true, imageAltText: true, imageUpload: { select: { id: true, alt: true, mime: true, public: true, variants: { select: { name: true, mime: true, width: true, height: true } } } } },
    });
    const trailers = await server.db.rentalOption.findMany({ where: { status: 'public', category: { systemCode: 'trailer' } }, select: { slug: true, imageUpload: { select: { id: true } } } });
    expect(options.length).toBeGreaterThanOrEqual(8);
    expect(trailers.length).toBeGreaterThanOrEqual(2);
    for (const t of trailers) expect(t.imageUpload, t.slug).not.toBeNull();
    for (const o of options) {
      expect(o.imageUpload, o.slug).not.toBeNull();
      expect(o.imageUpload!.public).toBe(true);
      expect(o.imageUpload!.mime).toBe('image/webp');
      expect(o.imageUpload!.alt).toMatch(/\w{5}/);
      expect(o.imageUpload!.variants.map((v) => [v.name, v.mime, v.width, v.height]).sort()).toEqual([
        ['w1280', 'image/webp', 1280, 800],
        ['w320', 'image/webp', 320, 200],
        ['w640', 'image/webp', 640, 400],
      ]);
    }
    // Distinct drawings: no two classes share one picture.
    const bytes = await server.db.upload.findMany({ where: { id: { in: options.map((o) => o.imageUpload!.id) } }, select: { data: true } });
    expect(new Set(bytes.map((b) => Buffer.from(b.data).toString('base64'))).size).toBe(options.length);
  });

  it('the offers of a search name distinct titles, example models and the picture\'s variants', async () => {
    const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' }, select: { id: true } });
    const { pickupAt, dropoffAt } = futureWeek();
    const res = await server.client().gql(
      `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { slug title transported exampleModels imageUpload { alt variants { url width height mime } } } } } }`,
      { input: { pickupLocationId: Buffer.from(`Location:${sentrum.id}`).toString('base64'), pickupAt, dropoffAt, above25: true, customerType: 'private' } },
    );
    expect(res.errors).toBeUndefined();
    const offers = res.data.rentalSearch.offers as { slug: string; title: string; transported: boolean; exampleModels: string[]; imageUpload: { variants: { url: string }[] } | null }[];
    expect(offers.length).toBeGreaterThan(5);
    expect(new Set(offers.map((o) => o.title)).size).toBe(offers.length);
    const smabil = offers.find((o) => o.slug === 'smabil')!;
    expect(smabil.exampleModels).toEqual(['Volkswagen Polo', 'Toyota Yaris']);
    expect(offers.find((o) => o.slug === 'smabil-alesund')?.transported).toBe(true);
    for (const o of offers) expect(o.imageUpload?.variants.length, o.slug).toBe(3);
  });
});
