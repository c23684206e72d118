/** The driving-licence file a customer uploads with a booking: a data URL, checked by its content, at most 10 MB. */
import { LICENCE_MAX_BYTES, LICENCE_MESSAGES, sniffLicenceType } from '../domain/licenceFile.ts';
import { ValidationError } from './errors.ts';

/** The largest request body that carries one licence: the file as base64 (4 bytes per 3) plus 64 KB for the order. */
export const LICENCE_REQUEST_MAX_BYTES = Math.ceil(LICENCE_MAX_BYTES / 3) * 4 + 256 + 64 * 1024;

/** Decodes and checks the file; the type comes from the bytes (the shared rule), not from what the client claims. */
export function parseLicenceFile(dataUrl: string, field = 'driversLicenceFile'): { mime: string; data: Buffer } {
  const m = /^data:([\w/+.-]+)?(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl.trim());
  if (!m) throw ValidationError.field(field, LICENCE_MESSAGES.notAFile);
  const data = Buffer.from(m[3]!.replace(/\s/g, ''), 'base64');
  if (data.length === 0) throw ValidationError.field(field, LICENCE_MESSAGES.empty);
  if (data.length > LICENCE_MAX_BYTES) throw ValidationError.field(field, LICENCE_MESSAGES.tooLarge);
  const mime = sniffLicenceType(data);
  if (!mime) throw ValidationError.field(field, LICENCE_MESSAGES.unknownType);
  return { mime, data };
}
