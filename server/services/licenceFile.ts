/**
 * The driving-licence file a customer uploads with a booking: a data URL, checked by its content, at most 10 MB; and
 * its deletion with the booking (deleted, or anonymised when the customer is erased).
 */
import { LICENCE_MAX_BYTES, LICENCE_MESSAGES, sniffLicenceType } from '../domain/licenceFile.ts';
import { ValidationError } from './errors.ts';
import type { Tx } from './write.ts';

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

/**
 * Deletes the bookings' private files (the driver's licence) that no other booking holds, in the caller's transaction:
 * once the bookings are deleted or anonymised, nothing would lead to them. A public file, or one another booking still
 * holds, stays. Answers every file the bookings held (deleted or not) and how many were deleted.
 */
export async function deletePrivateFilesOf(tx: Tx, bookingIds: number[]): Promise<{ docs: { bookingId: number; uploadId: number }[]; deleted: number }> {
  const docs = await tx.bookingDocument.findMany({ where: { bookingId: { in: bookingIds } }, select: { bookingId: true, uploadId: true } });
  if (!docs.length) return { docs, deleted: 0 };
  const { count } = await tx.upload.deleteMany({ where: { id: { in: docs.map((d) => d.uploadId) }, public: false, bookingDocs: { every: { bookingId: { in: bookingIds } } } } });
  return { docs, deleted: count };
}
