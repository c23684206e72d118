/**
 * The rental product's picture as the form picks it: the kit's image widget (`kit/ImageField.tsx`: preview, the
 * server's limits and texts checked at once) and its upload (`kit/uploadImage.ts`: GraphQL `uploadImage`, multipart,
 * with the CSRF and account headers). A picked file is uploaded when the form is saved, before the rental product.
 */
import { ImagePicker as KitImagePicker } from '../kit/ImageField.tsx';
import { uploadImageFile } from '../kit/uploadImage.ts';

/** The picked file (or the current picture) with "Fjern bilete" for the stored one. */
export function ImagePicker({
  file,
  onFile,
  currentUrl,
  onRemoveCurrent,
  alt,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  currentUrl: string | null;
  onRemoveCurrent?: () => void;
  alt?: string | null;
}) {
  return <KitImagePicker id="f-imageFile" name="imageFile" label="Last opp bilete" value={file} onChange={onFile} currentUrl={currentUrl} onRemoveCurrent={onRemoveCurrent} alt={alt} />;
}

/** Uploads a picked image for a rental product; the answer is the upload's global id or a message to show. */
export async function uploadImage(file: File, meta: { title: string; alt: string }): Promise<{ id: string } | { error: string }> {
  const r = await uploadImageFile(file, { type: 'rentaloption', title: meta.title || null, alt: meta.alt || null, decorative: false });
  return 'error' in r ? r : { id: r.id };
}
