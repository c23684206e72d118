/**
 * The image pipeline: bytes in, checked by their content (`server/domain/imageUpload.ts`), drawn again by sharp
 * without any metadata (EXIF with GPS, camera serials, colour profiles, SVG scripts) into WebP at the shop's widths,
 * stored as an `upload` with its `upload_variant` rows. Staff uploads and the demo's drawings both go through here, so
 * what the shop serves is always a fresh raster picture, never the file someone sent.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../db/client.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  looksLikeSvg,
  variantName,
  variantWidths,
  type ImageType,
} from '../domain/imageUpload.ts';
import { ValidationError } from './errors.ts';

/** One encoded size of a picture. */
export interface ImageVariant {
  name: string;
  width: number;
  height: number;
  mime: 'image/webp';
  data: Buffer;
}

/** A checked and re-encoded picture: its detected source type and its variants, narrowest first. */
export interface ProcessedImage {
  sourceType: ImageType;
  variants: ImageVariant[];
}

const WEBP = { quality: 80, effort: 4 } as const;

/** The type of `bytes` by their content, or null when it is not an accepted picture. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  // file-type reads an SVG with an XML declaration as plain XML; the SVG check below decides for text.
  if (found && found.mime !== 'application/xml') return (IMAGE_TYPES as readonly string[]).includes(found.mime) ? (found.mime as ImageType) : null;
  return looksLikeSvg(bytes) ? 'image/svg+xml' : null;
}

/**
 * Checks and re-encodes a picture (throws `ValidationError` on `field` for an empty, too large, unknown or broken
 * file). A photo is turned upright by its EXIF orientation, then every tag is dropped; a drawing is rasterised at each
 * width (sharp's SVG renderer loads nothing from outside the file).
 */
export async function processImage(bytes: Uint8Array, field = 'file'): Promise<ProcessedImage> {
  if (bytes.length === 0) throw ValidationError.field(field, IMAGE_MESSAGES.empty);
  if (bytes.length > IMAGE_MAX_BYTES) throw ValidationError.field(field, IMAGE_MESSAGES.tooLarge);
  const sourceType = await detectImageType(bytes);
  if (!sourceType) throw ValidationError.field(field, IMAGE_MESSAGES.unknownType);
  const svg = sourceType === 'image/svg+xml';
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw ValidationError.field(field, IMAGE_MESSAGES.tooManyPixels);
  // EXIF orientations 5-8 swap the sides.
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const variants: ImageVariant[] = [];
  try {
    for (const width of variantWidths(svg ? null : upright.width)) {
      // A drawing is rendered at the density that gives this width directly (sharp's default 72 dpi would blur).
      const density = svg ? Math.min(2400, Math.max(1, (72 * width) / meta.width)) : undefined;
      const { data, info } = await sharp(input, { ...options, ...(density ? { density } : {}) })
        .rotate()
        .resize({ width, withoutEnlargement: !svg })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      variants.push({ name: variantName(width), width: info.width, height: info.height, mime: 'image/webp', data });
    }
  } catch {
    throw ValidationError.field(field, IMAGE_MESSAGES.unreadable);
  }
  return { sourceType, variants };
}

/** What is said about a stored picture. */
export interface ImageDetails {
  alt?: string | null;
  title?: string | null;
  decorative?: boolean;
  authorId?: number | null;
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
  const widest = image.variants[image.variants.length - 1]!;
  const created = await db.upload.create({
    data: {
      type: 'image',
      title: details.title ?? null,
      alt: details.alt ?? null,
      decorative: details.decorative ?? false,
      public: true,
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
export async function storeImage(db: Db | Prisma.TransactionClient, bytes: Uint8Array, details: ImageDetails = {}, field = 'file'): Promise<StoredImage> {
  return storeProcessedImage(db, await processImage(bytes, field), details);
}

/** The address of an upload, or of one of its variants. */
export function imageUrl(uploadId: number, variant?: string): string {
  return variant ? `/uploads/${uploadId}/${encodeURIComponent(variant)}` : `/uploads/${uploadId}`;
}
