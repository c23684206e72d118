/**
 * The driving-licence file rule, shared by the shop and the staff's phone order (checked when the file is chosen) and
 * the server (checked again on order): the type comes from the file's first bytes, never from its name or the type
 * the browser claims.
 */

export const LICENCE_MAX_MB = 10;
export const LICENCE_MAX_BYTES = LICENCE_MAX_MB * 1024 * 1024;

/** How many leading bytes `sniffLicenceType` needs. */
export const LICENCE_SNIFF_BYTES = 16;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const SIGNATURES: { mime: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x) },
  { mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mime: 'image/heic', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(ascii(b, 8, 12)) },
  { mime: 'application/pdf', test: (b) => ascii(b, 0, 5) === '%PDF-' },
];

/** The accepted types (for a file input's `accept`). */
export const LICENCE_TYPES = SIGNATURES.map((s) => s.mime);

/** The type of a licence file by its first bytes, or null when it is none of the accepted ones. */
export function sniffLicenceType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/**
 * Why a chosen licence file is refused, or null: empty, over the limit, or none of the accepted types by its first
 * bytes (a text file named .pdf is refused when it is chosen, not after the whole order is filled in).
 */
export async function licenceFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return LICENCE_MESSAGES.empty;
  if (file.size > LICENCE_MAX_BYTES) return LICENCE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, LICENCE_SNIFF_BYTES).arrayBuffer());
  return sniffLicenceType(head) ? null : LICENCE_MESSAGES.unknownType;
}

export const LICENCE_MESSAGES = {
  notAFile: 'Førarkortet må lastast opp som fil (bilete eller PDF).',
  empty: 'Fila er tom.',
  tooLarge: `For store filer! Fila kan vere på høgst ${LICENCE_MAX_MB} MB.`,
  unknownType: 'Ukjend filtype. Last opp eit bilete (JPEG, PNG, WebP, HEIC) eller ein PDF.',
} as const;
