/**
 * An image picker for admin forms: a preview tile (the picked file, else the current picture) that opens the file
 * dialog, the picked file's name, and buttons to undo the pick or remove the current picture. The native file input
 * is visually hidden, not removed: it keeps the field's label as its name, takes the keyboard focus (the tile shows
 * it) and opens the dialog with Space or Enter, while its own "Choose File / No file chosen" no longer repeats the
 * tile. A picked file is checked at once with the
 * server's own limits and texts (server/domain/imageUpload.ts: type, "For store filer!", "For høg oppløysing!"); a
 * refused file is never kept. The value is the picked `File | null`; the form uploads it on save with
 * `uploadImageFile` (./uploadImage.ts) and stores the returned id.
 *
 *   <ImageField name="imageFile" label="Bilete" currentUrl={option.imageUpload?.url} onRemoveCurrent={...} />
 *
 * `ImagePicker` is the same control without react-hook-form.
 */
import { useContext, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { IMAGE_ACCEPT, imageDimensionsMessage, imageFileMessage } from '@domain/imageUpload.ts';
import { FormReadOnly } from './Field.tsx';
import './imageField.css';

/** The limits as the field's hint says them. */
export const IMAGE_HINT = 'JPEG, PNG, GIF, WebP eller AVIF, høgst 5 MB og 10 000 × 10 000 pikslar.';

/**
 * A picked file as a data: address. Not a blob: one: the Content-Security-Policy allows images from 'self', data:
 * and https: only, so a blob: preview (or size probe) would be refused.
 */
function dataUrlOf(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** The pixel size of a picture the browser can show, or null when it cannot read it (the server decides then). */
async function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = await dataUrlOf(file);
  if (!url) return null;
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** The message for a picked file, or null when it may be uploaded. */
export async function checkImageFile(file: File): Promise<string | null> {
  const first = imageFileMessage(file);
  if (first) return first;
  const size = await pictureSize(file);
  return size ? imageDimensionsMessage(size.width, size.height) : null;
}

export interface ImagePickerProps {
  /** The file input's id (its label points at it). */
  id: string;
  label: string;
  /** The picked file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** A picked file was refused with this message (the value stays as it was). */
  onInvalid?: (message: string) => void;
  onBlur?: () => void;
  /** The stored picture's address, shown while no file is picked. */
  currentUrl?: string | null;
  /** Offered as "Fjern bilete" while the current picture shows. */
  onRemoveCurrent?: () => void;
  /** Alternative text of the preview. */
  alt?: string | null;
  error?: string | null;
  required?: boolean;
  /** The form field's name (for the kit's "scroll to the first invalid field"). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Only the picture, nothing to pick or remove; also inside a read-only form (`FormReadOnly`). */
  readOnly?: boolean;
}

/** The picker without a form library: controlled by `value` and `onChange`. */
export function ImagePicker(props: ImagePickerProps) {
  const { id, label, value, onChange, onInvalid, onBlur, currentUrl, onRemoveCurrent, alt, error, required, name, inputRef } = props;
  const readOnly = useContext(FormReadOnly) || !!props.readOnly;
  const input = useRef<HTMLInputElement | null>(null);
  const [checking, setChecking] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const labelId = useId();

  // The preview of a picked file lives as long as the pick.
  useEffect(() => {
    if (!value) {
      setPickedUrl(null);
      return;
    }
    let live = true;
    void dataUrlOf(value).then((url) => live && setPickedUrl(url));
    return () => {
      live = false;
    };
  }, [value]);

  const shownError = error ?? localError;
  const preview = pickedUrl ?? currentUrl ?? null;

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    const message = await checkImageFile(file).catch(() => null);
    setChecking(false);
    if (message) {
      clearInput();
      setLocalError(message);
      onInvalid?.(message);
      return;
    }
    setLocalError(null);
    onChange(file);
  };

  return (
    <div className={`kit-field kit-image-field${shownError ? ' invalid' : ''}${readOnly ? ' kit-image-readonly' : ''}`} data-field={name}>
      <label htmlFor={id} id={labelId}>
        {label}
        {required && !readOnly && <span aria-hidden="true"> *</span>}
      </label>
      {/* A second label of the input: a click on the tile opens the dialog. The input is named by the first alone. */}
      <label htmlFor={id} className="kit-image-preview">
        {preview ? (
          <img src={preview} alt={alt || (pickedUrl ? `Førehandsvising av ${value?.name ?? 'valt bilete'}` : 'Noverande bilete')} />
        ) : (
          <span className="kit-image-empty">Inkje bilete valt</span>
        )}
        {!readOnly && (
          <span className="kit-image-pick" aria-hidden="true">
            {preview ? 'Vel eit anna bilete' : 'Vel bilete'}
          </span>
        )}
      </label>
      <div className="kit-image-actions">
        <input
          className="kit-image-input kit-file-input"
          aria-labelledby={labelId}
          ref={(el) => {
            input.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
          }}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={readOnly}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={readOnly ? undefined : shownError ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => void pick(e.currentTarget.files?.[0])}
          onBlur={onBlur}
        />
        {value && <span className="kit-image-name">{value.name}</span>}
        {value && !readOnly && (
          <button
            type="button"
            className="button small"
            onClick={() => {
              clearInput();
              setLocalError(null);
              onChange(null);
              // The button goes with the pick: the focus stays on the picker, not at the page's start.
              input.current?.focus();
            }}
          >
            {currentUrl ? 'Behald noverande bilete' : 'Fjern valt bilete'}
          </button>
        )}
        {!value && currentUrl && onRemoveCurrent && !readOnly && (
          <button
            type="button"
            className="button small"
            onClick={() => {
              onRemoveCurrent();
              input.current?.focus();
            }}
          >
            Fjern bilete
          </button>
        )}
      </div>
      <div className="kit-field-meta">
        {shownError ? (
          <span className="kit-field-error" id={errorId} role="alert">
            {shownError}
          </span>
        ) : null}
        {!readOnly && <span id={hintId}>{checking ? 'Kontrollerer biletet …' : IMAGE_HINT}</span>}
      </div>
    </div>
  );
}

/** The picker bound to a react-hook-form field by name (value `File | null`); a refused file sets the field's error. */
export function ImageField({ name, ...rest }: Omit<ImagePickerProps, 'id' | 'value' | 'onChange' | 'onInvalid' | 'onBlur' | 'error' | 'inputRef'> & { name: string }) {
  const { control, setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control, defaultValue: null });
  return (
    <ImagePicker
      {...rest}
      id={`f-${name}`}
      name={name}
      value={(field.value as File | null | undefined) ?? null}
      onChange={(file) => {
        clearErrors(name);
        field.onChange(file);
      }}
      onInvalid={(message) => setError(name, { type: 'image', message })}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? null}
      inputRef={field.ref}
    />
  );
}

