/** The driving-licence file a customer uploads with a booking: a data URL, checked by its content, at most 10 MB. */
import { ValidationError } from './errors.ts';

export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
/** The largest request body that carries one licence: the file as base64 (4 bytes per 3) plus 64 KB for the order. */
export const LICENCE_REQUEST_MAX_BYTES = Math.ceil(LICENCE_MAX_BYTES / 3) * 4 + 256 + 64 * 1024;

const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'image/heic', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(b.subarray(8, 12).toString('latin1')) },
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const LICENCE_TYPES = SIGNATURES.map((s) => s.mime);

/** Decodes and checks the file; the type comes from the bytes, not from what the client claims. */
export function parseLicenceFile(dataUrl: string, field = 'driversLicenceFile'): { mime: string; data: Buffer } {
  const m = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) throw ValidationError.field(field, 'Førarkortet må lastast opp som fil (bilete eller PDF).');
  const data = Buffer.from(m[3]!.replace(/\s/g, ''), 'base64');
  if (data.length === 0) throw ValidationError.field(field, 'Fila er tom.');
  if (data.length > LICENCE_MAX_BYTES) throw ValidationError.field(field, 'For store filer! Fila kan vere på høgst 10 MB.');
  const kind = SIGNATURES.find((s) => s.test(data));
  if (!kind) throw ValidationError.field(field, 'Ukjend filtype. Last opp eit bilete (JPEG, PNG, WebP, HEIC) eller ein PDF.');
  return { mime: kind.mime, data };
}
