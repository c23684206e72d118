/**
 * Lookup in Statens vegvesen's vehicle register ("kjøretøyopplysninger"), always from the server: the API key never
 * reaches a browser. Answers are kept for a day in PostgreSQL (the register has a daily quota); when the register
 * says the quota is used up, it is not asked again before its Retry-After. Staff only, throttled per user.
 */
import { checkPlate, displayPlate, firstVehicle, mapVehicle, VEHICLE_REGISTER_MESSAGES as MSG, type VehicleRegisterValues } from '../domain/vehicleRegister.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { AppError, ValidationError } from './errors.ts';
import { consume, LIMITS } from './rateLimit.ts';
import { requireScope } from './scope.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A register answer is a few tens of kB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** When the register refuses for quota without saying until when. */
const DEFAULT_QUOTA_RETRY_SECONDS = 60 * 60;

/** No API key configured: the form says plainly that the lookup is not set up. */
export class VehicleRegisterNotConfiguredError extends AppError {
  override readonly code = 'VEHICLE_REGISTER_NOT_CONFIGURED';
  constructor() {
    super(MSG.notConfigured);
  }
}

/** The register knows no vehicle with this plate. */
export class VehicleNotFoundError extends AppError {
  override readonly code = 'VEHICLE_NOT_FOUND';
  readonly title = MSG.notFound;
  constructor(readonly plate: string) {
    super(`${MSG.notFound} med registreringsnummer ${displayPlate(plate)}.`);
  }
}

/** The register did not answer in time. */
export class VehicleRegisterTimeoutError extends AppError {
  override readonly code = 'VEHICLE_REGISTER_TIMEOUT';
  readonly title = MSG.failed;
  constructor(readonly timeoutMs: number) {
    super(`${MSG.failed}: kjøretøyregisteret svarte ikkje innan ${Math.ceil(timeoutMs / 1000)} sekund. Prøv igjen om litt.`);
  }
}

/** The register's daily quota is used up (HTTP 422 with Retry-After). */
export class VehicleRegisterQuotaError extends AppError {
  override readonly code = 'VEHICLE_REGISTER_QUOTA';
  readonly title = MSG.failed;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const hours = Math.ceil(seconds / 3600);
    const wait = seconds < 3600 ? `${Math.ceil(seconds / 60)} minutt` : hours === 1 ? '1 time' : `${hours} timar`;
    super(`${MSG.failed}: dagskvoten for oppslag i kjøretøyregisteret er brukt opp. Prøv igjen om ${wait}.`);
    this.retryAfterSeconds = seconds;
  }
}

/** Any other failure of the register (error status, a body that is not its JSON, no connection). */
export class VehicleRegisterUnavailableError extends AppError {
  override readonly code = 'VEHICLE_REGISTER_UNAVAILABLE';
  readonly title = MSG.failed;
  constructor() {
    super(`${MSG.failed}: kjøretøyregisteret svarte ikkje som venta. Prøv igjen seinare, eller fyll ut felta for hand.`);
  }
}

export interface VehicleLookup {
  /** Normalised plate (EK39085). */
  plate: string;
  values: VehicleRegisterValues;
  /** The register's answer as received (legacy clients read `kjoretoydataListe`). */
  document: unknown;
  /** When the register gave this answer. */
  fetchedAt: Date;
  /** True when answered from the day's cache without asking the register. */
  cached: boolean;
  /** "Kjøretøyopplysninger oppdatert". */
  message: string;
}

/** Seconds from a Retry-After value (delta seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.min(Number(value), 7 * 24 * 3600);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.min(Math.ceil((at - now) / 1000), 7 * 24 * 3600));
}

/** Reads at most MAX_ANSWER_BYTES of the body as text; null when it is larger. */
async function boundedText(res: Response): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks the register once. Answers the parsed document, or null for "no such vehicle". */
async function askRegister(ctx: RequestContext, plate: string): Promise<unknown | null> {
  const { vegvesenApiUrl, vegvesenApiKey, vegvesenTimeoutMs } = ctx.config;
  const url = `${vegvesenApiUrl}/enkeltoppslag/kjoretoydata?kjennemerke=${encodeURIComponent(plate)}`;
  const signal = AbortSignal.timeout(vegvesenTimeoutMs);
  let res: Response;
  let body: string | null;
  try {
    res = await fetch(url, { headers: { 'SVV-Authorization': `Apikey ${vegvesenApiKey}`, Accept: 'application/json' }, signal, redirect: 'error' });
    body = await boundedText(res);
  } catch (err) {
    if (signal.aborted) throw new VehicleRegisterTimeoutError(vegvesenTimeoutMs);
    ctx.log.warn({ err }, 'Kjøretøyregisteret: ingen kontakt');
    throw new VehicleRegisterUnavailableError();
  }
  if (res.status === 422 || res.status === 429) {
    const seconds = retryAfterSeconds(res.headers.get('retry-after')) ?? DEFAULT_QUOTA_RETRY_SECONDS;
    const until = new Date(Date.now() + seconds * 1000);
    await ctx.db.vehicleRegisterQuota.upsert({ where: { id: 1 }, create: { id: 1, blockedUntil: until }, update: { blockedUntil: until } });
    throw new VehicleRegisterQuotaError(seconds);
  }
  if (res.status === 204 || res.status === 404) return null;
  if (res.status !== 200 || body === null) {
    ctx.log.warn({ status: res.status }, 'Kjøretøyregisteret: uventa svar');
    throw new VehicleRegisterUnavailableError();
  }
  if (body.trim() === '') return null;
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    ctx.log.warn({ status: res.status }, 'Kjøretøyregisteret: svaret er ikkje JSON');
    throw new VehicleRegisterUnavailableError();
  }
  return firstVehicle(doc) ? doc : null;
}

/**
 * Looks up a plate for a member of staff who may read products in the chosen account. Spaces and lower case in the
 * plate are tolerated. Throws ValidationError (field `plate`), RateLimitedError, or one of the errors above.
 */
export async function lookupVehicle(ctx: RequestContext, rawPlate: string | null | undefined): Promise<VehicleLookup> {
  // Every staff role reads products inside its scope; customers and visitors have none.
  await requireScope(ctx);
  // The input first: "Ingen registreringsnummer" or a format message is the caller's to fix, set up or not.
  const checked = checkPlate(rawPlate);
  if ('error' in checked) throw ValidationError.field('plate', checked.error);
  if (!ctx.config.vegvesenApiKey) throw new VehicleRegisterNotConfiguredError();
  const { plate } = checked;
  await consume(ctx.db, [[LIMITS.vehicleLookupPerUser, String(ctx.viewer!.id)]]);

  const hit = await ctx.db.vehicleRegisterCache.findFirst({ where: { plate, expiresAt: { gt: new Date() } } });
  if (hit) return result(plate, hit.document, hit.fetchedAt, true);

  const blocked = await ctx.db.vehicleRegisterQuota.findFirst({ where: { id: 1, blockedUntil: { gt: new Date() } } });
  if (blocked) throw new VehicleRegisterQuotaError((blocked.blockedUntil.getTime() - Date.now()) / 1000);

  const doc = await askRegister(ctx, plate);
  if (doc === null) throw new VehicleNotFoundError(plate);
  const fetchedAt = new Date();
  const row = { document: doc as Prisma.InputJsonValue, fetchedAt, expiresAt: new Date(fetchedAt.getTime() + DAY_MS) };
  await ctx.db.vehicleRegisterCache.upsert({ where: { plate }, create: { plate, ...row }, update: row });
  // Ended entries go now and then; one statement, bounded by the index.
  await ctx.db.vehicleRegisterCache.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return result(plate, doc, fetchedAt, false);
}

function result(plate: string, document: unknown, fetchedAt: Date, cached: boolean): VehicleLookup {
  return { plate, values: mapVehicle(firstVehicle(document)), document, fetchedAt, cached, message: MSG.updated };
}
