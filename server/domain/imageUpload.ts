/**
 * The rule for pictures staff upload (rental products, vehicles, locations; spec 3 sections 5 and 9) and the demo's
 * drawings: which types are accepted (by their bytes, never by name or claimed type), how large in bytes and pixels,
 * how many files at once, and which sizes the shop gets. Shared by the image service and the admin's image picker
 * (web/src/admin/kit/ImageField.tsx), so both refuse the same files with the same words.
 */

/** The largest file accepted: 5 242 880 bytes (5 MB). */
export const IMAGE_MAX_BYTES = 5_242_880;

/** The most pixels on either side (checked from the file's header, before any pixel is decoded). */
export const IMAGE_MAX_SIDE = 10_000;

/** The most pixels a picture may decode to: sharp's own limit, a second guard behind the header check. */
export const IMAGE_MAX_PIXELS = IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;

/** The most a multipart upload request may carry: one file plus its form fields; a bigger body is cut off at 413. */
export const IMAGE_REQUEST_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/** Files per upload request (one picture per rental product; the spec's "when a maximum file count is set"). */
export const IMAGE_MAX_FILES = 1;

/** Types staff may upload (spec 3 section 9), decided by the file's bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * What the pipeline can read: the upload types plus SVG, which only the demo's own drawings use (drawn into WebP;
 * the drawing itself is never stored or served). An uploaded SVG is refused as an unknown type.
 */
export type SourceType = ImageType | 'image/svg+xml';

/** For a file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The types the server sends as they are stored (raster pictures that cannot run anything). */
export const SERVABLE_IMAGE_TYPES: readonly string[] = ['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/avif'];

/** The widths the shop picks from with `srcset`; a picture is never enlarged beyond its own width. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** Short names of the types, for variant names (`w640-jpeg`) and messages. */
export const IMAGE_TYPE_NAMES: Record<SourceType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/**
 * A variant's name in the `upload_variant` table and the address (`/uploads/<id>/<name>`): `w640` is WebP (every
 * picture has it), `w640-jpeg` the same width in the uploaded type (not made for WebP or SVG sources).
 */
export const variantName = (width: number, mime: string = 'image/webp') =>
  mime === 'image/webp' ? `w${width}` : `w${width}-${IMAGE_TYPE_NAMES[mime as SourceType] ?? 'x'}`;

/** Variant names the HTTP route accepts (anything else is a 404 before the database is asked). */
export const VARIANT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** The widths to make for a source `width` pixels wide: every planned width it reaches, else its own width alone. */
export function variantWidths(width: number | null): number[] {
  if (width === null) return [...IMAGE_VARIANT_WIDTHS]; // a drawing scales to any width
  const fits = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  return fits.length ? fits : [Math.max(1, Math.floor(width))];
}

/** True when the text starts like an SVG document (after an optional BOM, XML declaration, comments and doctype). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

export const IMAGE_MESSAGES = {
  missing: 'Vel ei biletfil.',
  empty: 'Fila er tom.',
  tooLarge: 'For store filer! Biletet kan vere på høgst 5 MB.',
  tooManyPixels: 'For høg oppløysing! Biletet kan vere på høgst 10 000 × 10 000 pikslar.',
  unknownType: 'Ukjend filtype. Last opp eit bilete (JPEG, PNG, GIF, WebP eller AVIF).',
  unreadable: 'Biletet kunne ikkje lesast. Fila er skadd eller ufullstendig; prøv ei anna fil.',
  notPublic: 'Bilete for butikken må vere offentlege (upload_public).',
} as const;

/** The spec's "Maks %s filer" for more files than allowed. */
export const tooManyFilesMessage = (max: number = IMAGE_MAX_FILES) => `Maks ${max} filer`;

/** The message for a picture of `width` × `height` pixels, or null when it is within the limit. */
export function imageDimensionsMessage(width: number, height: number): string | null {
  return width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE ? IMAGE_MESSAGES.tooManyPixels : null;
}

/**
 * The first check of a picked file, from what the browser knows before reading it (size and claimed type): the
 * message, or null when it may be sent. The server decides again from the bytes.
 */
export function imageFileMessage(file: { size: number; type: string }): string | null {
  if (file.size === 0) return IMAGE_MESSAGES.empty;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.unknownType;
  return null;
}

/** What an upload says about its picture (the legacy upload_* fields and the GraphQL input). */
export const IMAGE_TEXT_MAX = 255;
/** The purposes `upload_type` may name (the spec's rental product form sends `rentaloption`). */
export const IMAGE_UPLOAD_PURPOSES = ['rentaloption', 'product', 'location', 'image'] as const;
