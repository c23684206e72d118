/** `Query.vehicleRegisterLookup`: the vehicle-register lookup for the product form (staff only), with typed failures. */
import type { StoredFuel } from '../domain/vehicleRegister.ts';
import { AppError, ValidationError } from '../services/errors.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import {
  lookupVehicle,
  VehicleNotFoundError,
  VehicleRegisterNotConfiguredError,
  VehicleRegisterQuotaError,
  VehicleRegisterTimeoutError,
  VehicleRegisterUnavailableError,
  type VehicleLookup,
} from '../services/vehicleRegister.ts';
import { builder } from './builder.ts';
import { DriveEnum, FuelTypeEnum, TransmissionEnum } from './enums.ts';
import { ErrorInterface } from './errors.ts';

/** Stored fuel values ("petrol+electric") to the GraphQL enum's names (petrol_electric). */
const fuelName = (f: StoredFuel | null) => (f === null ? null : (f.replace('+', '_') as 'petrol' | 'petrol_electric'));

const VehicleRegisterLookupRef = builder.objectRef<VehicleLookup>('VehicleRegisterLookup').implement({
  description: 'What Statens vegvesen\'s register says about a plate, mapped to product fields (null = the register does not say).',
  fields: (t) => ({
    plate: t.exposeString('plate', { description: 'Normalised: 2 letters and 5 digits, no space.' }),
    message: t.exposeString('message', { description: '"Kjøretøyopplysninger oppdatert".' }),
    cached: t.exposeBoolean('cached', { description: 'Answered from the day\'s cache without asking the register.' }),
    fetchedAt: t.field({ type: 'DateTime', resolve: (r) => r.fetchedAt }),
    make: t.string({ nullable: true, resolve: (r) => r.values.make }),
    model: t.string({ nullable: true, resolve: (r) => r.values.model }),
    vin: t.string({ nullable: true, resolve: (r) => r.values.vin }),
    year: t.int({ nullable: true, resolve: (r) => r.values.year }),
    color: t.string({ nullable: true, resolve: (r) => r.values.color }),
    fuelType: t.field({ type: FuelTypeEnum, nullable: true, resolve: (r) => fuelName(r.values.fuelType) }),
    seatCapacity: t.int({ nullable: true, resolve: (r) => r.values.seatCapacity }),
    transmission: t.field({ type: TransmissionEnum, nullable: true, resolve: (r) => r.values.transmission }),
    co2EmissionsPerKm: t.float({ nullable: true, description: 'g/km.', resolve: (r) => r.values.co2EmissionsPerKm }),
    engineHp: t.int({ nullable: true, description: 'kW × 1.34102, rounded.', resolve: (r) => r.values.engineHp }),
    engineVolumeCm3: t.int({ nullable: true, resolve: (r) => r.values.engineVolumeCm3 }),
    trailerHitchCapacityKg: t.int({ nullable: true, resolve: (r) => r.values.trailerHitchCapacityKg }),
    driveshaft: t.field({ type: DriveEnum, nullable: true, resolve: (r) => r.values.driveshaft }),
    fuelConsumption: t.float({ nullable: true, description: 'Litres per 100 km; kWh per 100 km for an electric car.', resolve: (r) => r.values.fuelConsumption }),
    rangeKm: t.int({ nullable: true, resolve: (r) => r.values.rangeKm }),
    lastPkkAt: t.string({ nullable: true, description: 'Last approved roadworthiness test (YYYY-MM-DD).', resolve: (r) => r.values.lastPkkAt }),
    nextPkkAt: t.string({ nullable: true, description: 'Next roadworthiness test deadline (YYYY-MM-DD).', resolve: (r) => r.values.nextPkkAt }),
    isValidRentalcar: t.boolean({ description: 'Registered, and registered for hire.', resolve: (r) => r.values.isValidRentalcar }),
    acrissTransmission: t.string({ description: 'ACRISS third letter: M, A or -.', resolve: (r) => r.values.acrissTransmission }),
    acrissFuel: t.string({ nullable: true, description: 'ACRISS fourth letter: D, V, E or H.', resolve: (r) => r.values.acrissFuel }),
    registrationStatus: t.string({ nullable: true, resolve: (r) => r.values.registrationStatus }),
    use: t.string({ nullable: true, description: 'The register\'s "kjøringens art".', resolve: (r) => r.values.use }),
  }),
});

for (const [cls, name, description] of [
  [VehicleNotFoundError, 'VehicleNotFoundError', 'The register knows no vehicle with this plate ("Ingen kjøretøy funnet").'],
  [VehicleRegisterNotConfiguredError, 'VehicleRegisterNotConfiguredError', 'No API key for the register: the lookup is not set up.'],
  [VehicleRegisterTimeoutError, 'VehicleRegisterTimeoutError', 'The register did not answer in time.'],
  [VehicleRegisterUnavailableError, 'VehicleRegisterUnavailableError', 'The register failed in another way.'],
] as const) {
  builder.objectType(cls as unknown as typeof AppError, {
    name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (v) => v instanceof cls,
    fields: () => ({}),
  });
}

builder.objectType(VehicleRegisterQuotaError, {
  name: 'VehicleRegisterQuotaError',
  description: 'The register\'s daily quota is used up; retry after the given seconds.',
  interfaces: [ErrorInterface],
  isTypeOf: (v) => v instanceof VehicleRegisterQuotaError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'How long to wait before the next look-up, in whole seconds.' }) }),
});

builder.queryField('vehicleRegisterLookup', (t) =>
  t.field({
    type: VehicleRegisterLookupRef,
    description: 'Looks a plate up in Statens vegvesen\'s register (staff who may read products; throttled per user; cached a day).',
    authScopes: { employee: true },
    errors: {
      types: [
        ValidationError,
        VehicleNotFoundError,
        VehicleRegisterNotConfiguredError,
        VehicleRegisterTimeoutError,
        VehicleRegisterQuotaError,
        VehicleRegisterUnavailableError,
        RateLimitedError,
      ],
      union: { name: 'VehicleRegisterLookupResult' },
    },
    args: { plate: t.arg.string({ required: true, description: 'Spaces and lower case are tolerated: "ek 39085".' }) },
    resolve: (_root, { plate }, ctx) => lookupVehicle(ctx, plate),
  }),
);
