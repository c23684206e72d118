/**
 * The rental product's image as the form picks it: an adapter over the kit's image widget, so the form does not
 * depend on how the widget is built. `file` is a picked, not yet uploaded image; `upload` posts it.
 */
import { useEffect, useState } from 'react';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

/** A picked file with its preview, or the current image's URL. */
export function ImagePicker({ file, onFile, currentUrl, disabled }: { file: File | null; onFile: (file: File | null) => void; currentUrl: string | null; disabled?: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;
  return (
    <div className="kit-field" data-field="imageFile">
      <label htmlFor="f-imageFile">Last opp bilete</label>
      {shown && <img className="kit-image-preview" src={shown} alt="" width={160} />}
      <input id="f-imageFile" type="file" accept={IMAGE_ACCEPT} disabled={disabled} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      {file && (
        <button type="button" className="button small" onClick={() => onFile(null)}>
          Fjern valt fil
        </button>
      )}
    </div>
  );
}

/** Uploads a picked image for a rental product; the answer is the upload's global id or a message. */
export async function uploadImage(file: File, meta: { title: string; alt: string }): Promise<{ id: string } | { error: string }> {
  void file;
  void meta;
  return { error: 'Opplasting er ikkje tilgjengeleg enno.' };
}
