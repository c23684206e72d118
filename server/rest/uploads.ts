/**
 * POST /api/v1/upload/image (spec 3 section 7): a multipart form with `file` plus `upload_type`, `upload_title`,
 * `upload_alt`, `upload_decorative` and `upload_public`. The answer's `data` is a list whose first item is the upload
 * id (what the rental product stores as rentaloption_image_upload_id), then the upload object with its
 * `upload_variants`. The body is capped while it streams in (rest/limits.ts); the caller's role is checked before
 * the form is read; the picture itself goes through services/images.ts like the GraphQL `uploadImage`.
 */
import type { Hono } from 'hono';
import { IMAGE_MAX_FILES, tooManyFilesMessage } from '../domain/imageUpload.ts';
import type { RequestContext } from '../services/context.ts';
import { ValidationError } from '../services/errors.ts';
import { assertMayUpload, uploadStaffImage, type StoredImage } from '../services/images.ts';
import { fail, ok } from './envelope.ts';

type Env = { Variables: { ctx: RequestContext } };

/** Service field → legacy form field (OpenAPI documents the form from these). */
export const UPLOAD_FORM_FIELDS: Record<string, string> = { file: 'file', type: 'upload_type', title: 'upload_title', alt: 'upload_alt', decorative: 'upload_decorative', public: 'upload_public' };

/** A form's yes/no field: absent is undefined; "true"/"1"/"on" and "false"/"0"/"" are read; anything else is refused. */
function formBoolean(value: FormDataEntryValue | null, field: string): boolean | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') throw ValidationError.field(field, `${field} må vere true eller false.`);
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  throw ValidationError.field(field, `${field} må vere true eller false.`);
}

/** A form's text field: absent or a string (a file sent in a text field is refused). */
function formText(value: FormDataEntryValue | null, field: string): string | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') throw ValidationError.field(field, `${field} må vere tekst.`);
  return value;
}

/** The legacy upload object (the same shape as `rentaloption_image` in the shop's answers). */
export function legacyUpload(stored: StoredImage, alt: string | null) {
  return {
    upload_id: stored.id,
    upload_exists: true,
    upload_url: `/uploads/${stored.id}`,
    upload_alt: alt,
    upload_resolution: `${stored.width}x${stored.height}`,
    upload_variants: stored.variants.map((v) => ({ name: v.name, width: v.width, height: v.height, mime: v.mime, url: v.url })),
  };
}

/** Registers POST /upload/image on the /api/v1 router. */
export function uploadRoutes(api: Hono<Env>) {
  api.post('/upload/image', async (c) => {
    const ctx = c.get('ctx');
    // Who first: a caller who may not upload is refused before the form is read.
    await assertMayUpload(ctx);
    const type = (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type !== 'multipart/form-data') {
      c.header('accept', 'multipart/form-data');
      return fail(c, 415, 'UnsupportedMediaType', 'Biletet må sendast som multipart/form-data (feltet file).');
    }
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return fail(c, 400, 'BadRequest', 'Skjemaet (multipart/form-data) kunne ikkje lesast.');
    }
    const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
    if (files.length > IMAGE_MAX_FILES) throw ValidationError.field('file', tooManyFilesMessage());
    const file = form.get('file');
    if (typeof file === 'string' || (file === null && files.length)) {
      throw ValidationError.field('file', 'Biletet må sendast som fil i feltet file.');
    }
    try {
      const meta = {
        type: formText(form.get('upload_type'), 'upload_type') || undefined,
        title: formText(form.get('upload_title'), 'upload_title'),
        alt: formText(form.get('upload_alt'), 'upload_alt'),
        decorative: formBoolean(form.get('upload_decorative'), 'upload_decorative'),
        public: formBoolean(form.get('upload_public'), 'upload_public'),
      };
      const stored = await uploadStaffImage(ctx, {
        file: file && { size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) },
        meta: meta as never,
      });
      return ok(c, [stored.id, legacyUpload(stored, meta.alt?.trim() || null)], undefined, { message: 'Biletet er lasta opp' });
    } catch (err) {
      if (err instanceof ValidationError) throw err.renamed((field) => UPLOAD_FORM_FIELDS[field] ?? field);
      throw err;
    }
  });
}
