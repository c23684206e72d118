/**
 * GET /uploads/<id>[/<variant>]: public pictures. An upload never changes once stored (a new picture is a new upload),
 * so answers are cached for a year as immutable. Only raster types are sent as themselves; anything else stored in a
 * public upload (an old file, a type added later) goes out as a download that no browser renders or runs.
 */
import type { Context } from 'hono';
import { SERVABLE_IMAGE_TYPES, VARIANT_NAME_PATTERN } from '../domain/imageUpload.ts';
import { isDbId } from '../domain/lists.ts';
import type { AppServices } from '../services/context.ts';
import { UPLOAD_CSP } from './securityHeaders.ts';

/** The handler for `/uploads/:id{[0-9]+}/:variant?`. */
export function uploadHandler(services: AppServices) {
  return async (c: Context) => {
    // Public pictures may be shown on partners' pages (cross-origin), but never run or get framed (sandbox).
    c.header('content-security-policy', UPLOAD_CSP);
    const id = Number(c.req.param('id'));
    const variant = c.req.param('variant');
    if (!isDbId(id)) return c.text('Fann ikkje biletet.', 404);
    if (variant !== undefined && !VARIANT_NAME_PATTERN.test(variant)) return c.text('Fann ikkje biletet.', 404);
    const upload = await services.db.upload.findFirst({
      where: { id, public: true },
      select: { data: !variant, mime: true, variants: variant ? { where: { name: variant }, select: { data: true, mime: true } } : false },
    });
    const body = variant ? upload?.variants?.[0] : upload;
    if (!body?.data) return c.text('Fann ikkje biletet.', 404);
    const servable = SERVABLE_IMAGE_TYPES.includes(body.mime);
    const etag = `"u${id}-${variant ?? 'o'}"`;
    const headers: Record<string, string> = {
      'content-type': servable ? body.mime : 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (!servable) headers['content-disposition'] = 'attachment';
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(body.data), 200, headers);
  };
}
