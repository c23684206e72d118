/**
 * The image pipeline: bytes in, checked by their content (`server/domain/imageUpload.ts`), drawn again by sharp
 * without any metadata (EXIF with GPS, camera serials, colour profiles, SVG scripts) into WebP and the uploaded type
 * at the shop's widths, stored as an `upload` with its `upload_variant` rows. `uploadStaffImage` is the one entry of
 * staff uploads (REST `POST /api/v1/upload/image` and GraphQL `uploadImage`). Staff uploads and the demo's drawings both go through here, so
 * what the shop serves is always a fresh raster picture, never the file someone sent.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../db/client.ts';
import {
  imageDimensionsMessage,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  looksLikeSvg,
  variantName,
  variantWidths,
  type SourceType,
} from '../domain/imageUpload.ts';
import { z } from 'zod';
import { mayChange } from '../domain/roles.ts';
import { lineText } from '../domain/fields.ts';
import { IMAGE_TEXT_MAX, IMAGE_UPLOAD_PURPOSES } from '../domain/imageUpload.ts';
import type { RequestContext } from './context.ts';
import { ForbiddenError, parseInput, ValidationError } from './errors.ts';
import { requireScope } from './scope.ts';

/** One encoded size of a picture. */
export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  mime: string;
  data: Buffer;
}

/** A checked and re-encoded picture: its detected source type and its variants (WebP narrowest first, then the rest). */
export interface ProcessedImage {
  sourceType: SourceType;
  variants: ImageVariant[];
}

const WEBP = { quality: 80, effort: 4 } as const;

/** Encoders for the variants in the uploaded type (metadata is never kept: sharp drops it unless asked). */
const ENCODE: Record<string, (s: Sharp) => Sharp> = {
  'image/webp': (s) => s.webp(WEBP),
  'image/jpeg': (s) => s.jpeg({ quality: 82, mozjpeg: true }),
  'image/png': (s) => s.png({ compressionLevel: 9 }),
  'image/gif': (s) => s.gif(),
  'image/avif': (s) => s.avif({ quality: 55, effort: 2 }),
};

/**
 * The type of `bytes` by their content, or null when it is not an accepted picture. SVG is recognised only when
 * `allowDrawing` (the demo's own drawings); uploaded, it is an unknown type like HTML or a zip.
 */
export async function detectImageType(bytes: Uint8Array, allowDrawing = false): Promise<SourceType | null> {
  const found = await fileTypeFromBuffer(bytes);
  // file-type reads an SVG with an XML declaration as plain XML; the SVG check below decides for text.
  if (found && found.mime !== 'application/xml') return (IMAGE_TYPES as readonly string[]).includes(found.mime) ? (found.mime as SourceType) : null;
  return allowDrawing && looksLikeSvg(bytes) ? 'image/svg+xml' : null;
}

/**
 * At most two pictures are decoded and encoded at a time (sharp uses every core for one): a burst of uploads waits
 * its turn instead of starving the rest of the server.
 */
const ENCODE_SLOTS = 2;
let encoding = 0;
const waitingForSlot: (() => void)[] = [];
async function inEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding < ENCODE_SLOTS) encoding += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so no newcomer can slip in between.
    const next = waitingForSlot.shift();
    if (next) next();
    else encoding -= 1;
  }
}

/** Options of `processImage`. */
export interface ProcessOptions {
  /** Accept an SVG drawing (the seed's pictures); staff uploads never do. */
  allowDrawing?: boolean;
}

/**
 * Checks and re-encodes a picture (throws `ValidationError` on `field` for an empty, too large, unknown, broken or
 * too high-resolution file). The size in pixels comes from the file's header before any pixel is decoded (a pixel
 * bomb costs nothing); sharp's `limitInputPixels` guards the decoding as well. A photo is turned upright by its EXIF
 * orientation, then every tag is dropped; variants are made at each width in WebP and in the uploaded type.
 */
export async function processImage(bytes: Uint8Array, field = 'file', opts: ProcessOptions = {}): Promise<ProcessedImage> {
  if (bytes.length === 0) throw ValidationError.field(field, IMAGE_MESSAGES.empty);
  if (bytes.length > IMAGE_MAX_BYTES) throw ValidationError.field(field, IMAGE_MESSAGES.tooLarge);
  const sourceType = await detectImageType(bytes, opts.allowDrawing);
  if (!sourceType) throw ValidationError.field(field, IMAGE_MESSAGES.unknownType);
  const svg = sourceType === 'image/svg+xml';
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    // Header only: no pixel is decoded here, so no pixel limit is needed to read the claimed size.
    meta = await sharp(input, { limitInputPixels: false, animated: false }).metadata();
  } catch {
    throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  const tooBig = imageDimensionsMessage(meta.width, meta.height);
  if (tooBig) throw ValidationError.field(field, tooBig);
  // EXIF orientations 5-8 swap the sides.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const widths = variantWidths(svg ? null : upright.width);
  const variants = await inEncodeSlot(() => encodeVariants(input, svg, sourceType, meta.width!, upright, widths, field));
  return { sourceType, variants };
}

/** Every variant of a checked picture (see processImage). */
async function encodeVariants(
  input: Buffer,
  svg: boolean,
  sourceType: SourceType,
  sourceWidth: number,
  upright: { width: number; height: number },
  widths: number[],
  field: string,
): Promise<ImageVariant[]> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  const types = svg || sourceType === 'image/webp' ? ['image/webp'] : ['image/webp', sourceType];
  const variants: ImageVariant[] = [];
  try {
    // A photo is decoded once, turned upright and scaled to the widest variant; every variant is made from that.
    const base = svg
      ? null
      : await sharp(input, options).rotate().resize({ width: widths[widths.length - 1]!, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    for (const mime of types) {
      for (const width of widths) {
        // A drawing is rendered at the density that gives this width directly (sharp's default 72 dpi would blur).
        const source = base
          ? sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } })
          : sharp(input, { ...options, density: Math.min(2400, Math.max(1, (72 * width) / sourceWidth)) });
        // Heights from the source's own proportions (not the scaled base's rounded ones).
        const resized = base
          ? source.resize({ width, height: Math.max(1, Math.round((upright.height * width) / upright.width)), fit: 'fill' })
          : source.resize({ width });
        const { data, info } = await ENCODE[mime]!(resized).toBuffer({ resolveWithObject: true });
        variants.push({ name: variantName(width, mime), width: info.width, height: info.height, mime, data });
      }
    }
  } catch {
    throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  }
  return variants;
}

/** What is said about a stored picture. */
export interface ImageDetails {
  alt?: string | null;
  title?: string | null;
  decorative?: boolean;
  authorId?: number | null;
  /** Served at /uploads to anyone (default). */
  public?: boolean;
}

/** A stored picture: its upload id and variants (without their bytes). */
export interface StoredImage {
  id: number;
  width: number;
  height: number;
  variants: { name: string; width: number; height: number; mime: string; url: string }[];
}

/**
 * Stores a processed picture as a public `upload` (type `image`): the widest variant is the upload's own bytes, every
 * variant a row of its own. Pass a transaction client to store it with the change that uses it.
 */
export async function storeProcessedImage(db: Db | Prisma.TransactionClient, image: ProcessedImage, details: ImageDetails = {}): Promise<StoredImage> {
  // The upload's own bytes are its widest WebP (what `/uploads/<id>` serves).
  const webp = image.variants.filter((v) => v.mime === 'image/webp');
  const widest = webp[webp.length - 1]!;
  const created = await db.upload.create({
    data: {
      type: 'image',
      title: details.title ?? null,
      alt: details.alt ?? null,
      decorative: details.decorative ?? false,
      public: details.public ?? true,
      mime: widest.mime,
      size: widest.data.length,
      width: widest.width,
      height: widest.height,
      data: new Uint8Array(widest.data),
      authorId: details.authorId ?? null,
      variants: { createMany: { data: image.variants.map((v) => ({ name: v.name, width: v.width, height: v.height, mime: v.mime, data: new Uint8Array(v.data) })) } },
    },
    select: { id: true },
  });
  return {
    id: created.id,
    width: widest.width,
    height: widest.height,
    variants: image.variants.map((v) => ({ name: v.name, width: v.width, height: v.height, mime: v.mime, url: imageUrl(created.id, v.name) })),
  };
}

/** Checks, re-encodes and stores a picture in one call (the admin's upload, the demo seed). */
export async function storeImage(db: Db | Prisma.TransactionClient, bytes: Uint8Array, details: ImageDetails = {}, field = 'file', opts: ProcessOptions = {}): Promise<StoredImage> {
  return storeProcessedImage(db, await processImage(bytes, field, opts), details);
}

/** The address of an upload, or of one of its variants. */
export function imageUrl(uploadId: number, variant?: string): string {
  return variant ? `/uploads/${uploadId}/${encodeURIComponent(variant)}` : `/uploads/${uploadId}`;
}

/** What staff say about an uploaded picture (legacy `upload_*` fields; GraphQL `UploadImageInput`). */
const uploadMetaSchema = z.object({
  type: z.enum(IMAGE_UPLOAD_PURPOSES, { error: `Ukjend type. Tillatne: ${IMAGE_UPLOAD_PURPOSES.join(', ')}.` }).default('rentaloption'),
  title: lineText().pipe(z.string().max(IMAGE_TEXT_MAX, `Tittelen kan vere på høgst ${IMAGE_TEXT_MAX} teikn.`)).nullish(),
  alt: lineText().pipe(z.string().max(IMAGE_TEXT_MAX, `Alternativ tekst kan vere på høgst ${IMAGE_TEXT_MAX} teikn.`)).nullish(),
  decorative: z.boolean().default(false),
  public: z.literal(true, { error: IMAGE_MESSAGES.notPublic }).default(true),
});
export type UploadMeta = z.input<typeof uploadMetaSchema>;

/**
 * Refuses a caller who may not upload pictures: no session (UnauthenticatedError), not staff or no role that may
 * change vehicles or rental products in the chosen account (ForbiddenError). Returns the viewer's id.
 */
export async function assertMayUpload(ctx: RequestContext): Promise<number> {
  const scope = await requireScope(ctx);
  if (!scope.accounts.some((a) => mayChange(a.role, 'products') || mayChange(a.role, 'rentaloptions'))) {
    throw new ForbiddenError('Rolla di kan ikkje laste opp bilete.');
  }
  return ctx.viewer!.id;
}

/**
 * A staff upload: the caller must be staff with a role that may change vehicles or rental products; the picture is
 * checked and re-encoded (nothing is written when anything is refused) and stored as a public upload. `bytes` is read
 * only after the permission and metadata checks, so a refused caller's file is never decoded.
 */
export async function uploadStaffImage(
  ctx: RequestContext,
  input: { file: { size: number; bytes: () => Promise<Uint8Array> } | null; meta: UploadMeta },
): Promise<StoredImage> {
  const authorId = await assertMayUpload(ctx);
  const meta = parseInput(uploadMetaSchema, input.meta);
  if (!input.file) throw ValidationError.field('file', IMAGE_MESSAGES.missing);
  if (input.file.size > IMAGE_MAX_BYTES) throw ValidationError.field('file', IMAGE_MESSAGES.tooLarge);
  const image = await processImage(await input.file.bytes(), 'file');
  return storeProcessedImage(ctx.db, image, {
    title: meta.title || null,
    alt: meta.alt || null,
    decorative: meta.decorative,
    public: true,
    authorId,
  });
}
