/**
 * The rule for pictures staff upload (rental products, locations, vehicles) and the demo's drawings: which types are
 * accepted (by their bytes, never by name or claimed type), how large, and which sizes the shop gets. Shared by the
 * image service and, later, the admin's file picker.
 */

/** The largest file accepted. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The most pixels a picture may decode to (a small file can claim a huge canvas: a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Accepted types. SVG is accepted only to be drawn into WebP: the drawing itself is never stored or served. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The types the server sends as they are stored (raster pictures that cannot run anything). */
export const SERVABLE_IMAGE_TYPES: readonly string[] = ['image/webp', 'image/jpeg', 'image/png', 'image/avif'];

/** The widths the shop picks from with `srcset` (WebP); a picture is never enlarged beyond its own width. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;

/** A variant's name in the `upload_variant` table and the address (`/uploads/<id>/<name>`). */
export const variantName = (width: number) => `w${width}`;

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
  empty: 'Fila er tom.',
  tooLarge: 'For stor fil! Biletet kan vere på høgst 10 MB.',
  unknownType: 'Ukjend filtype. Last opp eit bilete (JPEG, PNG, WebP, AVIF eller SVG).',
  unreadable: 'Biletet kunne ikkje lesast. Prøv ei anna fil.',
  tooManyPixels: 'Biletet er for stort (høgst 40 megapikslar).',
} as const;
