/**
 * `GET /api/v1/external/regnr/{plate}`: the vehicle-register lookup for the product form, in the legacy envelope.
 * `data` holds the register's own `kjoretoydataListe` (what legacy clients map themselves) and the mapped product
 * fields under their legacy names. Register failures get their own statuses: 404 unknown plate, 503 not set up or
 * daily quota used (with Retry-After), 504 timeout, 502 anything else.
 */
import type { Context, Hono } from 'hono';
import type { RequestContext } from '../services/context.ts';
import {
  lookupVehicle,
  VehicleNotFoundError,
  VehicleRegisterNotConfiguredError,
  VehicleRegisterQuotaError,
  VehicleRegisterTimeoutError,
  VehicleRegisterUnavailableError,
  type VehicleLookup,
} from '../services/vehicleRegister.ts';
import { fail, ok, withLegacyFields } from './envelope.ts';

type Env = { Variables: { ctx: RequestContext } };

/** The mapped values under the product's legacy field names. */
export function legacyVehicle(r: VehicleLookup) {
  const v = r.values;
  return {
    product_license_plate: v.licensePlate ?? r.plate,
    product_make: v.make,
    product_model: v.model,
    product_vin: v.vin,
    product_year: v.year,
    product_color: v.color,
    product_fuel_type: v.fuelType,
    product_seat_capacity: v.seatCapacity,
    product_transmission: v.transmission,
    product_co2_emissions_per_km: v.co2EmissionsPerKm,
    product_engine_hp: v.engineHp,
    product_engine_volume_cm3: v.engineVolumeCm3,
    product_trailer_hitch_capacity_kg: v.trailerHitchCapacityKg,
    product_driveshaft: v.driveshaft,
    product_fuel_consumption: v.fuelConsumption,
    product_range_km: v.rangeKm,
    product_last_pkk_at: v.lastPkkAt,
    product_next_pkk_at: v.nextPkkAt,
    product_is_valid_rentalcar: v.isValidRentalcar,
    product_is_valid_rentalcar_checked_at: r.fetchedAt.toISOString(),
    acriss_transmission: v.acrissTransmission,
    acriss_fuel: v.acrissFuel,
    registration_status: v.registrationStatus,
    registration_use: v.use,
  };
}

/** The register's own failures, which the shared error mapping does not know. */
function registerFailure(c: Context, err: unknown) {
  if (err instanceof VehicleNotFoundError) return fail(c, 404, 'VehicleNotFound', err.message, { title: err.title });
  if (err instanceof VehicleRegisterNotConfiguredError) return fail(c, 503, 'NotConfigured', err.message);
  if (err instanceof VehicleRegisterQuotaError) {
    c.header('retry-after', String(err.retryAfterSeconds));
    return fail(c, 503, 'RegisterQuotaExceeded', err.message, { title: err.title, retry_after: err.retryAfterSeconds });
  }
  if (err instanceof VehicleRegisterTimeoutError) return fail(c, 504, 'RegisterTimeout', err.message, { title: err.title });
  if (err instanceof VehicleRegisterUnavailableError) return fail(c, 502, 'RegisterUnavailable', err.message, { title: err.title });
  return null;
}

export function vehicleRegisterRoutes(api: Hono<Env>) {
  const lookup = async (c: Context<Env>) => {
    try {
      const r = await withLegacyFields({ plate: 'regnr' }, () => lookupVehicle(c.get('ctx'), c.req.param('plate') ?? ''));
      return ok(c, {
        message: r.message,
        cached: r.cached,
        fetched_at: r.fetchedAt.toISOString(),
        product: legacyVehicle(r),
        kjoretoydataListe: (r.document as { kjoretoydataListe?: unknown }).kjoretoydataListe ?? [],
      });
    } catch (err) {
      const answer = registerFailure(c, err);
      if (answer) return answer;
      throw err;
    }
  };
  api.get('/external/regnr/:plate?', lookup);
  // With a trailing slash and no plate: the same "Ingen registreringsnummer", not the router's 404 (a middleware, so
  // the documented paths stay one).
  api.use('/external/regnr/', async (c, next) => (c.req.method === 'GET' ? lookup(c) : next()));
}
