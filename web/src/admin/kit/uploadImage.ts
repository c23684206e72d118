/**
 * Uploads one picture with the GraphQL multipart request spec (`uploadImage`), outside Relay (Relay's network sends
 * JSON only). The same headers as the app's network layer: the CSRF header (without it the server refuses a
 * multipart POST), the chosen account and the language; the browser sets the multipart boundary itself. The picture
 * is checked here first with the server's own limits (server/domain/imageUpload.ts); the server checks it again from
 * its bytes. Used by forms that save an image: upload first, then save with the returned `id` (`imageUploadId`).
 */
import { IMAGE_MESSAGES, imageFileMessage } from '@domain/imageUpload.ts';
import { requestLanguage } from '../../i18n/path.ts';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { accountSlugFromPath, RequestError } from '../../relay/environment.ts';

/** What is said about the picture (the legacy upload_title, upload_alt, upload_decorative, upload_type). */
export interface UploadImageMeta {
  alt?: string | null;
  title?: string | null;
  decorative?: boolean;
  /** What it is for: rentaloption (default), product, location or image. */
  type?: string;
}

/** The stored picture: `id` is the Upload's global id; `url` its address. */
export interface UploadedImage {
  id: string;
  url: string;
}

export const UPLOAD_IMAGE_MUTATION = `mutation UploadImageFile($input: UploadImageInput!) {
  uploadImage(input: $input) {
    __typename
    ... on UploadImageSuccess { upload { id url } }
    ... on ValidationError { message fields { field message } }
    ... on ForbiddenError { message }
  }
}`;

type Answer = {
  data?: { uploadImage?: { __typename: string; upload?: UploadedImage; message?: string; fields?: { field: string; message: string }[] } | null } | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
};

/** Uploads `file`; resolves to `{ id, url }` or `{ error }` with a message to show under the field (never throws). */
export async function uploadImageFile(file: File, meta: UploadImageMeta = {}): Promise<UploadedImage | { error: string }> {
  const local = imageFileMessage(file);
  if (local) return { error: local };
  const input: Record<string, unknown> = { file: null, decorative: meta.decorative ?? false, public: true };
  if (meta.alt) input.alt = meta.alt;
  if (meta.title) input.title = meta.title;
  if (meta.type) input.type = meta.type;
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: UPLOAD_IMAGE_MUTATION, operationName: 'UploadImageFile', variables: { input } }));
  body.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  body.set('0', file, file.name || 'bilete');
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'accept-language': requestLanguage(),
    'x-graphql-yoga-csrf': '1',
  };
  const slug = typeof window === 'undefined' ? null : accountSlugFromPath(window.location.pathname);
  if (slug) headers['x-account'] = slug;
  let response: Response;
  try {
    response = await fetch('/graphql', { method: 'POST', body, headers, credentials: 'same-origin' });
  } catch {
    return { error: 'Kommunikasjonsfeil. Sjekk internettilkoplinga di.' };
  }
  let json: Answer;
  try {
    json = (await response.json()) as Answer;
  } catch {
    return { error: response.status === 413 ? IMAGE_MESSAGES.tooLarge : `Systemfeil (HTTP ${response.status}). Prøv igjen.` };
  }
  // An ended session asks to log in again (the layout's popup); its text goes under the field.
  const first = json.errors?.[0];
  const relogin = first?.extensions?.code ? promptRelogin(new RequestError(first.extensions.code, first.message ?? '', response.status)) : null;
  if (relogin) return { error: relogin };
  const result = json.data?.uploadImage;
  if (result?.__typename === 'UploadImageSuccess' && result.upload) return { id: result.upload.id, url: result.upload.url };
  if (result?.fields?.length) return { error: result.fields[0]!.message };
  if (result?.message) return { error: result.message };
  return { error: json.errors?.[0]?.message ?? `Biletet kunne ikkje lastast opp (HTTP ${response.status}). Prøv igjen.` };
}
