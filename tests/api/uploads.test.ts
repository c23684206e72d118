/**
 * Staff image uploads (issue 10, spec 3 sections 5, 7-9): REST `POST /api/v1/upload/image` and GraphQL
 * `uploadImage` through the multipart request spec. The corpus is built here: real pictures drawn by sharp, a photo
 * with EXIF orientation and GPS, broken and disguised files and a pixel bomb. Every refusal is a clear 4xx with the
 * spec's text and writes nothing; an accepted picture is re-encoded without metadata into WebP and its own type.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageDimensionsMessage, imageFileMessage, tooManyFilesMessage } from '../../server/domain/imageUpload.ts';
import { UPLOAD_MAP_MESSAGE } from '../../server/http/crossSite.ts';
import { JSON_TOO_DEEP_MESSAGE } from '../../server/http/jsonDepth.ts';
import { uploadImageFile } from '../../web/src/admin/kit/uploadImage.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  manager = server.client();
  await manager.login('bergen@fjordbil.no', 'demo1234'); // company_manager: may change vehicles and rental products
});

// ---------- the corpus ----------

const canvas = (width: number, height: number, background = '#3366aa') => sharp({ create: { width, height, channels: 3, background } });

/** A JPEG photo 2000 × 1500 stored sideways (EXIF orientation 6: upright it is 1500 × 2000) with camera and GPS tags. */
const sidewaysPhoto = () =>
  canvas(2000, 1500)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spionkamera', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 23/1 0/1' } } })
    .toBuffer();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real small PNG whose header (IHDR, with a correct CRC) claims `side` × `side` pixels: a pixel bomb. */
async function pixelBomb(side: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(4, 4, '#ffffff').png().toBuffer());
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A tiny but real zip archive (one stored file). */
function zipFile(): Buffer {
  const name = Buffer.from('bil.png');
  const data = Buffer.from('ikkje eit bilete');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, data]);
}

// ---------- requests ----------

const cookieOf = (c?: TestClient): Record<string, string> => (c && c.cookies.size ? { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {});

async function send(path: string, body: BodyInit, headers: Record<string, string> = {}, as?: TestClient): Promise<Response> {
  return server.app.request(`http://shop.test${path}`, { method: 'POST', body, headers: { ...cookieOf(as), ...headers } });
}

interface UploadFields {
  file?: Buffer | Buffer[] | string;
  name?: string;
  type?: string;
  extra?: Record<string, string>;
}

function form({ file, name = 'bil.png', type = 'image/png', extra = {} }: UploadFields): FormData {
  const f = new FormData();
  const files = file === undefined ? [] : Array.isArray(file) ? file : [file];
  if (typeof file === 'string') f.set('file', file);
  else files.forEach((b, i) => f.append(i === 0 ? 'file' : `file${i}`, new File([new Uint8Array(b as Buffer)], name, { type })));
  f.set('upload_type', 'rentaloption');
  f.set('upload_title', 'Testbil');
  f.set('upload_alt', 'Ein blå bil');
  f.set('upload_decorative', 'false');
  f.set('upload_public', 'true');
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

async function restUpload(fields: UploadFields, as: TestClient | null = admin, headers: Record<string, string> = {}) {
  const res = await send('/api/v1/upload/image', form(fields), headers, as ?? undefined);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const UPLOAD_IMAGE = `mutation($input: UploadImageInput!) {
  uploadImage(input: $input) {
    __typename
    ... on UploadImageSuccess { upload { id databaseId url width height alt mime variants { name width height mime url } } }
    ... on ValidationError { message fields { field message } }
    ... on ForbiddenError { message }
  }
}`;

/** The GraphQL multipart request spec: `operations`, `map`, then the file. */
function gqlForm(file: Buffer, input: Record<string, unknown> = {}, name = 'bil.jpg', type = 'image/jpeg'): FormData {
  const f = new FormData();
  f.set('operations', JSON.stringify({ query: UPLOAD_IMAGE, variables: { input: { file: null, alt: 'Ein bil', ...input } } }));
  f.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  f.set('0', new File([new Uint8Array(file)], name, { type }));
  return f;
}

const uploads = () => server.db.upload.count();
const variants = () => server.db.uploadVariant.count();

/** Runs `work`, expecting it to store nothing (no upload, no variant). */
async function writesNothing<T>(work: () => Promise<T>): Promise<T> {
  const [u, v] = [await uploads(), await variants()];
  const out = await work();
  expect(await uploads()).toBe(u);
  expect(await variants()).toBe(v);
  return out;
}

/** A REST refusal: status, the field and message, nothing stored. */
async function expectRefused(fields: UploadFields, status: number, message: RegExp | string, field: string | null = 'file', as: TestClient | null = admin) {
  const res = await writesNothing(() => restUpload(fields, as));
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (field) {
    expect(res.body.fields).toEqual([{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }]);
  } else {
    expect(res.body.data).toMatch(message);
  }
  return res;
}

// ---------- tests ----------

describe('POST /api/v1/upload/image', () => {
  it('stores a photo upright and without its metadata, in WebP and JPEG at 320, 640 and 1280 wide; the answer starts with the id', async () => {
    const photo = await sidewaysPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await restUpload({ file: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [id, upload] = res.body.data;
    expect(typeof id).toBe('number');
    expect(upload.upload_id).toBe(id);
    expect(upload.upload_url).toBe(`/uploads/${id}`);
    expect(upload.upload_alt).toBe('Ein blå bil');
    // Orientation 6: the 2000 × 1500 file stands up as 1500 × 2000; never enlarged beyond 1500.
    expect(upload.upload_variants.map((v: { name: string; width: number; height: number; mime: string }) => [v.name, v.width, v.height, v.mime])).toEqual([
      ['w320', 320, 427, 'image/webp'],
      ['w640', 640, 853, 'image/webp'],
      ['w1280', 1280, 1707, 'image/webp'],
      ['w320-jpeg', 320, 427, 'image/jpeg'],
      ['w640-jpeg', 640, 853, 'image/jpeg'],
      ['w1280-jpeg', 1280, 1707, 'image/jpeg'],
    ]);
    expect(upload.upload_resolution).toBe('1280x1707');
    const stored = await server.db.upload.findUniqueOrThrow({ where: { id }, include: { variants: true } });
    expect(stored).toMatchObject({ public: true, alt: 'Ein blå bil', title: 'Testbil', decorative: false, mime: 'image/webp' });
    for (const v of upload.upload_variants) {
      const served = await server.app.request(`http://shop.test${v.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(v.mime);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('Spionkamera')).toBe(false);
    }
  });

  it('keeps PNG, GIF and AVIF in their own type next to WebP, and a WebP as WebP only; a small picture is never enlarged', async () => {
    const cases: [string, Buffer, string[]][] = [
      ['image/png', await canvas(700, 350).png().toBuffer(), ['w320:image/webp', 'w640:image/webp', 'w320-png:image/png', 'w640-png:image/png']],
      ['image/gif', await canvas(330, 200).gif().toBuffer(), ['w320:image/webp', 'w320-gif:image/gif']],
      ['image/avif', await canvas(640, 480).avif({ effort: 2 }).toBuffer(), ['w320:image/webp', 'w640:image/webp', 'w320-avif:image/avif', 'w640-avif:image/avif']],
      ['image/webp', await canvas(1400, 700).webp().toBuffer(), ['w320:image/webp', 'w640:image/webp', 'w1280:image/webp']],
      ['image/png', await canvas(200, 100).png().toBuffer(), ['w200:image/webp', 'w200-png:image/png']],
    ];
    for (const [type, file, expected] of cases) {
      const res = await restUpload({ file, type, name: 'bilete' });
      expect(res.status, `${type} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data[1].upload_variants.map((v: { name: string; mime: string }) => `${v.name}:${v.mime}`)).toEqual(expected);
    }
  });

  it('refuses every kind of bad file with a clear 422 on the file field and stores nothing', async () => {
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    const png = await canvas(800, 600).png().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await expectRefused({ file: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'bil.jpg', type: 'image/jpeg' }, 422, IMAGE_MESSAGES.unreadable);
    await expectRefused({ file: png.subarray(0, Math.floor(png.length / 2)) }, 422, IMAGE_MESSAGES.unreadable);
    await expectRefused({ file: svg }, 422, IMAGE_MESSAGES.unknownType); // an SVG renamed to .png, claimed image/png
    await expectRefused({ file: html }, 422, IMAGE_MESSAGES.unknownType);
    await expectRefused({ file: zipFile(), name: 'bil.zip', type: 'application/zip' }, 422, IMAGE_MESSAGES.unknownType);
    await expectRefused({ file: Buffer.from('%PDF-1.7\n1 0 obj') }, 422, IMAGE_MESSAGES.unknownType);
    await expectRefused({ file: Buffer.alloc(0) }, 422, IMAGE_MESSAGES.empty);
  });

  it('refuses a pixel bomb from its header alone, and a picture over 10 000 px on one side: "For høg oppløysing!"', async () => {
    const bomb = await pixelBomb(20_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    await expectRefused({ file: bomb }, 422, /^For høg oppløysing!/);
    await expectRefused({ file: await canvas(10_001, 8).png().toBuffer() }, 422, /^For høg oppløysing!/);
  });

  it('refuses a file over 5 242 880 bytes ("For store filer!"), and a body far over the cap with 413 without reading it whole', async () => {
    // Just over the limit: the form is read, the file refused by its size.
    const big = Buffer.concat([await canvas(64, 64).jpeg().toBuffer(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    await expectRefused({ file: big, name: 'stor.jpg', type: 'image/jpeg' }, 422, /^For store filer!/);
    // Declared 50 MB: refused from the header.
    const declared = await writesNothing(() =>
      send('/api/v1/upload/image', 'x', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) }, admin),
    );
    expect(declared.status).toBe(413);
    expect((await declared.json()).data).toMatch(/^For store filer!/);
    // 50 MB streamed without a length: reading stops soon after the cap; the rest is never pulled.
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await writesNothing(async () =>
      server.app.request('http://shop.test/api/v1/upload/image', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...cookieOf(admin) },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).data).toMatch(/^For store filer!/);
    expect(pulled).toBeLessThan(IMAGE_MAX_BYTES + 2 * 1024 * 1024);
  });

  it('says "Maks 1 filer" for two files, names a missing file, and refuses other bodies and bad fields', async () => {
    const png = await canvas(100, 100).png().toBuffer();
    await expectRefused({ file: [png, png] }, 422, tooManyFilesMessage());
    expect(tooManyFilesMessage()).toBe('Maks 1 filer');
    await expectRefused({}, 422, IMAGE_MESSAGES.missing);
    await expectRefused({ file: 'ikkje ei fil' }, 422, /som fil/);
    await expectRefused({ file: png, extra: { upload_public: 'false' } }, 422, IMAGE_MESSAGES.notPublic, 'upload_public');
    await expectRefused({ file: png, extra: { upload_decorative: 'kanskje' } }, 422, /true eller false/, 'upload_decorative');
    await expectRefused({ file: png, extra: { upload_type: 'virus' } }, 422, /Ukjend type/, 'upload_type');
    await expectRefused({ file: png, extra: { upload_alt: 'x'.repeat(256) } }, 422, /høgst 255/, 'upload_alt');
    const json = await writesNothing(() => send('/api/v1/upload/image', JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' }, admin));
    expect(json.status).toBe(415);
    expect((await json.json()).data).toMatch(/multipart\/form-data/);
    const broken = await writesNothing(() => send('/api/v1/upload/image', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', { 'content-type': 'multipart/form-data; boundary=x' }, admin));
    expect(broken.status).toBe(400);
  });

  it('is for staff who may change vehicles or rental products: anonymous, customers, location employees and other sites are refused', async () => {
    const png = await canvas(100, 100).png().toBuffer();
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    const employee = server.client();
    await employee.login('flesland@fjordbil.no', 'demo1234'); // location_employee: bookings only
    const anonymous = await writesNothing(() => restUpload({ file: png }, null));
    expect(anonymous.status).toBe(401);
    for (const who of [customer, employee]) {
      const res = await writesNothing(() => restUpload({ file: png }, who));
      expect(res.status).toBe(403);
      expect(res.body.data).toMatch(/[a-zæøå]/);
    }
    const foreign = await writesNothing(() => restUpload({ file: png }, admin, { origin: 'http://evil.example' }));
    expect(foreign.status).toBe(403);
    expect((await restUpload({ file: png }, manager)).status).toBe(200);
  });
});

describe('GraphQL uploadImage (multipart request spec)', () => {
  const csrf = { 'x-graphql-yoga-csrf': '1' };

  it('stores the picture through the same pipeline and answers the Upload node with its variants', async () => {
    const res = await send('/graphql', gqlForm(await sidewaysPhoto()), csrf, manager);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    const upload = body.data.uploadImage.upload;
    expect(body.data.uploadImage.__typename).toBe('UploadImageSuccess');
    expect(upload).toMatchObject({ url: `/uploads/${upload.databaseId}`, width: 1280, height: 1707, alt: 'Ein bil', mime: 'image/webp' });
    expect(Buffer.from(upload.id, 'base64').toString()).toBe(`Upload:${upload.databaseId}`);
    expect(upload.variants.map((v: { name: string }) => v.name)).toEqual(['w320', 'w640', 'w1280', 'w320-jpeg', 'w640-jpeg', 'w1280-jpeg']);
    expect(upload.variants[3]).toEqual({ name: 'w320-jpeg', width: 320, height: 427, mime: 'image/jpeg', url: `/uploads/${upload.databaseId}/w320-jpeg` });
    // The node is reachable by its id.
    const node = await manager.gql(`query($id: ID!) { node(id: $id) { ... on Upload { databaseId } } }`, { id: upload.id });
    expect(node.data.node).toEqual({ databaseId: upload.databaseId });
  });

  it('answers ValidationError on file, ForbiddenError for a role without products, and an error for anonymous; nothing stored', async () => {
    const refused = await writesNothing(() => send('/graphql', gqlForm(zipFile(), {}, 'bil.png', 'image/png'), csrf, manager));
    expect((await refused.json()).data.uploadImage).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      fields: [{ field: 'file', message: IMAGE_MESSAGES.unknownType }],
    });
    const bombFile = await pixelBomb(20_000);
    const bomb = await writesNothing(() => send('/graphql', gqlForm(bombFile, {}, 'bil.png', 'image/png'), csrf, manager));
    expect((await bomb.json()).data.uploadImage.fields[0].message).toMatch(/^For høg oppløysing!/);
    const employee = server.client();
    await employee.login('flesland@fjordbil.no', 'demo1234');
    const png = await canvas(50, 50).png().toBuffer();
    const forbidden = await writesNothing(() => send('/graphql', gqlForm(png), csrf, employee));
    expect((await forbidden.json()).data.uploadImage.__typename).toBe('ForbiddenError');
    const anonymous = await writesNothing(() => send('/graphql', gqlForm(png), csrf));
    expect((await anonymous.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a multipart POST without the CSRF header, from another site, or over the size cap', async () => {
    const png = await canvas(50, 50).png().toBuffer();
    const plain = await writesNothing(() => send('/graphql', gqlForm(png), {}, manager));
    expect(plain.status).toBe(415);
    for (const headers of [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await writesNothing(() => send('/graphql', gqlForm(png), { ...csrf, ...headers }, manager));
      expect(res.status).toBe(403);
      expect((await res.json()).errors[0].extensions.code).toBe('CROSS_ORIGIN_FORBIDDEN');
    }
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 100 * 1024)]);
    const tooBig = await writesNothing(() => send('/graphql', gqlForm(big), csrf, manager));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).errors[0].message).toMatch(/^For store filer!/);
    // A form without the file part, and a broken multipart body: clear 4xx, never 5xx.
    const noFile = gqlForm(png);
    noFile.delete('0');
    const missing = await writesNothing(() => send('/graphql', noFile, csrf, manager));
    expect(missing.status).toBeGreaterThanOrEqual(200);
    expect(missing.status).toBeLessThan(500);
    expect((await missing.json()).errors?.[0]?.message).toMatch(/file/i);
    const broken = await writesNothing(() => send('/graphql', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{', { ...csrf, 'content-type': 'multipart/form-data; boundary=x' }, manager));
    expect(broken.status).toBe(400);
    // A `map` that is not an object of lists of places (Yoga iterated it: a TypeError, a 500).
    for (const map of ['[1]', '{"0":[1]}', '{"0":"variables.input.file"}', 'null', '{', `{"0":${'['.repeat(100_000)}${']'.repeat(100_000)}}`]) {
      const form = gqlForm(png);
      form.set('map', map);
      const res = await writesNothing(() => send('/graphql', form, csrf, manager));
      expect(res.status, map.slice(0, 40)).toBe(400);
      expect(await res.json(), map.slice(0, 40)).toEqual({ errors: [{ message: UPLOAD_MAP_MESSAGE, extensions: { code: 'BAD_REQUEST', field: 'map' } }] });
    }
    // The operations nested deeper than a body may be: refused before Yoga parses them (a 5 MB one held the server).
    const deep = gqlForm(png);
    deep.set('operations', `{"query":"{ site { name } }","variables":{"junk":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
    const refusedDeep = await writesNothing(() => send('/graphql', deep, csrf, manager));
    expect(refusedDeep.status).toBe(400);
    expect(await refusedDeep.json()).toEqual({ errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: 'BAD_REQUEST', field: 'operations' } }] });
    // A JSON request cannot pass a string as the file.
    const json = await manager.gql(UPLOAD_IMAGE, { input: { file: 'data:image/png;base64,AAAA' } });
    expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe("the admin kit's uploadImageFile", () => {
  /** Runs `work` with the browser's fetch going to the app in process, carrying `as`'s cookies (as a browser would). */
  async function inBrowserOf<T>(as: TestClient, work: () => Promise<T>): Promise<T> {
    const real = globalThis.fetch;
    const sent: Request[] = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      const request = new Request(new URL(url, 'http://shop.test'), { ...init, headers: { ...(init.headers as Record<string, string>), ...cookieOf(as) } });
      sent.push(request.clone());
      return server.app.request(request);
    }) as typeof fetch;
    try {
      return await work();
    } finally {
      globalThis.fetch = real;
      expect(sent.every((r) => r.headers.get('x-graphql-yoga-csrf') === '1' && r.headers.get('content-type')?.startsWith('multipart/form-data'))).toBe(true);
    }
  }

  it('uploads through GraphQL multipart with the headers the server asks for, and answers the Upload id', async () => {
    const file = new File([new Uint8Array(await canvas(800, 500).png().toBuffer())], 'bil.png', { type: 'image/png' });
    const result = await inBrowserOf(manager, () => uploadImageFile(file, { alt: 'Ein blå bil', title: 'Testbil' }));
    expect('id' in result, JSON.stringify(result)).toBe(true);
    const { id, url } = result as { id: string; url: string };
    const databaseId = Number(Buffer.from(id, 'base64').toString().split(':')[1]);
    expect(url).toBe(`/uploads/${databaseId}`);
    expect(await server.db.upload.findUniqueOrThrow({ where: { id: databaseId } })).toMatchObject({ alt: 'Ein blå bil', title: 'Testbil', public: true });
  });

  it("answers the server's message for a refused file, and refuses an over-large or unknown file before sending", async () => {
    const zip = new File([new Uint8Array(zipFile())], 'bil.png', { type: 'image/png' });
    expect(await writesNothing(() => inBrowserOf(manager, () => uploadImageFile(zip)))).toEqual({ error: IMAGE_MESSAGES.unknownType });
    const employee = server.client();
    await employee.login('flesland@fjordbil.no', 'demo1234');
    const png = new File([new Uint8Array(await canvas(50, 50).png().toBuffer())], 'bil.png', { type: 'image/png' });
    expect(await writesNothing(() => inBrowserOf(employee, () => uploadImageFile(png)))).toEqual({ error: 'Rolla di kan ikkje laste opp bilete.' });
    // The same rule as the server, before any request.
    expect(await uploadImageFile(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'stor.jpg', { type: 'image/jpeg' }))).toEqual({ error: IMAGE_MESSAGES.tooLarge });
    expect(await uploadImageFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toEqual({ error: IMAGE_MESSAGES.unknownType });
    expect(imageFileMessage({ size: 0, type: 'image/png' })).toBe(IMAGE_MESSAGES.empty);
    expect(imageDimensionsMessage(10_000, 10_000)).toBeNull();
    expect(imageDimensionsMessage(10_001, 1)).toBe(IMAGE_MESSAGES.tooManyPixels);
  });
});
