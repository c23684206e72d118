/**
 * The rental product's image as the form picks it: an adapter over the kit's image widget (the form does not depend
 * on how the widget is built). `file` is a picked, not yet uploaded picture; `uploadImage` posts it when the form is
 * saved (GraphQL `uploadImage`, multipart request spec, with the product's CSRF header).
 */
import { IMAGE_ACCEPT, imageFileMessage } from '@domain/imageUpload.ts';
import { useEffect, useState } from 'react';
import { accountSlugFromPath } from '../../relay/environment.ts';

/** A picked file with its preview (or the current image) and the type and size message of the shared limits. */
export function ImagePicker({ file, onFile, currentUrl, disabled }: { file: File | null; onFile: (file: File | null) => void; currentUrl: string | null; disabled?: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    // A data: URL, not a blob: one: the Content-Security-Policy allows data: images only.
    if (!file) return setPreview(null);
    let live = true;
    const reader = new FileReader();
    reader.onload = () => live && setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  const shown = preview ?? currentUrl;
  return (
    <div className={message ? 'kit-field invalid' : 'kit-field'} data-field="imageFile">
      <label htmlFor="f-imageFile">Last opp bilete</label>
      {shown && <img className="kit-image-preview" src={shown} alt="" width={160} />}
      <input
        id="f-imageFile"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          const problem = picked ? imageFileMessage(picked) : null;
          setMessage(problem);
          onFile(problem ? null : picked);
          if (problem) e.target.value = '';
        }}
      />
      <div className="kit-field-meta">
        {message ? <span className="kit-field-error">{message}</span> : <span>JPEG, PNG, GIF, WebP eller AVIF, høgst 5 MB</span>}
        {file && (
          <button type="button" className="button small" onClick={() => onFile(null)}>
            Fjern valt fil
          </button>
        )}
      </div>
    </div>
  );
}

const UPLOAD = `mutation RentalOptionImageUpload($input: UploadImageInput!) {
  uploadImage(input: $input) {
    __typename
    ... on UploadImageSuccess { upload { id } }
    ... on ValidationError { message fields { field message } }
    ... on Error { message }
  }
}`;

/** Uploads a picked image for a rental product; the answer is the upload's global id or a message to show. */
export async function uploadImage(file: File, meta: { title: string; alt: string }): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  const input = { file: null, type: 'rentaloption', title: meta.title || null, alt: meta.alt || null, decorative: false, public: true };
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', file, file.name);
  try {
    const res = await fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'x-graphql-yoga-csrf': '1', 'x-account': accountSlugFromPath(window.location.pathname) ?? '', accept: 'application/graphql-response+json, application/json' }, body: form });
    const body = (await res.json()) as {
      data?: { uploadImage?: { __typename: string; upload?: { id: string }; message?: string; fields?: { message: string }[] } };
      errors?: { message: string }[];
    };
    const r = body.data?.uploadImage;
    if (r?.__typename === 'UploadImageSuccess' && r.upload) return { id: r.upload.id };
    return { error: r?.fields?.[0]?.message ?? r?.message ?? body.errors?.[0]?.message ?? 'Kunne ikkje laste opp biletet.' };
  } catch {
    return { error: 'Kunne ikkje laste opp biletet. Prøv igjen.' };
  }
}
