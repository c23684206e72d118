/** The demo fleet: cars, vans and trailers of both companies, placed at their locations. */
import type {
  Drive, FuelType, OwnershipType, ProductStatus, Transmission,
} from '../../server/generated/prisma/enums.ts';
import type { LocationKey, SeededLocation } from './demo-locations.ts';
import { isKnownAcriss } from './reference.ts';
import { daysFrom, vin, type Tx } from './demo-util.ts';

export type Kind = 'car' | 'van' | 'trailer';

interface VehicleDef {
  key: string;
  kind: Kind;
  at: LocationKey;
  status?: ProductStatus;
  name: string;
  make: string;
  model: string;
  year: number;
  color: string;
  plate: string;
  /** WMI and three-character model code for the VIN. */
  vin: readonly [string, string];
  ownership: OwnershipType;
  value: number;
  odo: number;
  fuel?: FuelType;
  drive?: Drive;
  gear?: Transmission;
  acriss?: string;
  seats?: number;
  hp?: number;
  cc?: number;
  co2?: number;
  tank?: number;
  cons?: number;
  range?: number;
  hitch?: number;
  litre?: number;
  m3?: number;
  vanType?: string;
  licence?: string;
  /** Months until the next roadworthiness test (EU-kontroll); absent for light trailers, which have none. */
  pkk?: number;
  description?: string;
  validRental?: boolean;
}

export const VEHICLES: readonly VehicleDef[] = [
  // Fjordbil Bergen AS
  { key: 'polo', kind: 'car', at: 'sentrum', name: 'VW Polo 1.0 TSI', make: 'Volkswagen', model: 'Polo', year: 2021, color: 'Kvit', plate: 'SV48211', vin: ['WVW', 'AW1'], ownership: 'owned', value: 165000, odo: 48210, fuel: 'petrol', drive: 'front', gear: 'manual', acriss: 'EDMV', seats: 5, hp: 95, cc: 999, co2: 112, tank: 40, cons: 5.3, hitch: 1100, litre: 351, pkk: 10 },
  { key: 'yaris', kind: 'car', at: 'flesland', name: 'Toyota Yaris Hybrid', make: 'Toyota', model: 'Yaris', year: 2022, color: 'Raud', plate: 'SU73902', vin: ['JTD', 'KBR'], ownership: 'lease', value: 210000, odo: 36400, fuel: 'petrol_electric', drive: 'front', gear: 'auto', acriss: 'EDAH', seats: 5, hp: 116, cc: 1490, co2: 92, tank: 36, cons: 3.9, litre: 286, pkk: 1 },
  { key: 'corolla1', kind: 'car', at: 'sentrum', name: 'Toyota Corolla Hybrid', make: 'Toyota', model: 'Corolla', year: 2023, color: 'Grå', plate: 'SY20817', vin: ['JTD', 'BZ3'], ownership: 'lease', value: 305000, odo: 21050, fuel: 'petrol_electric', drive: 'front', gear: 'auto', acriss: 'IDAH', seats: 5, hp: 140, cc: 1798, co2: 102, tank: 43, cons: 4.5, hitch: 750, litre: 361, pkk: 29 },
  { key: 'corolla2', kind: 'car', at: 'flesland', status: 'rented', name: 'Toyota Corolla Hybrid', make: 'Toyota', model: 'Corolla', year: 2023, color: 'Svart', plate: 'SY20955', vin: ['JTD', 'BZ3'], ownership: 'lease', value: 298000, odo: 24410, fuel: 'petrol_electric', drive: 'front', gear: 'auto', acriss: 'IDAH', seats: 5, hp: 140, cc: 1798, co2: 102, tank: 43, cons: 4.5, hitch: 750, litre: 361, pkk: 30 },
  { key: 'octavia', kind: 'car', at: 'asane', name: 'Skoda Octavia Combi 2.0 TDI', make: 'Skoda', model: 'Octavia Combi', year: 2022, color: 'Blå', plate: 'DR51377', vin: ['TMB', 'NX3'], ownership: 'owned', value: 285000, odo: 61200, fuel: 'diesel', drive: 'front', gear: 'auto', acriss: 'IWAD', seats: 5, hp: 150, cc: 1968, co2: 119, tank: 45, cons: 4.6, hitch: 1600, litre: 640, pkk: 2 },
  { key: 'v60', kind: 'car', at: 'sentrum', name: 'Volvo V60 B4', make: 'Volvo', model: 'V60', year: 2023, color: 'Svart', plate: 'DR88420', vin: ['YV1', 'ZWA'], ownership: 'lease', value: 455000, odo: 18300, fuel: 'diesel', drive: 'front', gear: 'auto', acriss: 'SWAD', seats: 5, hp: 197, cc: 1969, co2: 129, tank: 55, cons: 4.9, hitch: 1800, litre: 529, pkk: 26 },
  { key: 'id3', kind: 'car', at: 'sentrum', name: 'VW ID.3 Pro', make: 'Volkswagen', model: 'ID.3', year: 2022, color: 'Grå', plate: 'EL34521', vin: ['WVW', 'E11'], ownership: 'lease', value: 255000, odo: 40210, fuel: 'electric', drive: 'rear', gear: 'auto', acriss: 'CDAE', seats: 5, hp: 204, co2: 0, range: 420, litre: 385, pkk: 4 },
  { key: 'leaf', kind: 'car', at: 'asane', name: 'Nissan Leaf 40 kWh', make: 'Nissan', model: 'Leaf', year: 2021, color: 'Kvit', plate: 'EK90314', vin: ['SJN', 'FAA'], ownership: 'owned', value: 140000, odo: 71200, fuel: 'electric', drive: 'front', gear: 'auto', acriss: 'CDAE', seats: 5, hp: 150, co2: 0, range: 270, litre: 435, pkk: 11 },
  { key: 'kona', kind: 'car', at: 'flesland', name: 'Hyundai Kona Electric', make: 'Hyundai', model: 'Kona Electric', year: 2023, color: 'Blå', plate: 'EV12087', vin: ['KMH', 'K81'], ownership: 'lease', value: 290000, odo: 15900, fuel: 'electric', drive: 'front', gear: 'auto', acriss: 'CFAE', seats: 5, hp: 204, co2: 0, range: 484, litre: 332, pkk: 30 },
  { key: 'modely', kind: 'car', at: 'flesland', name: 'Tesla Model Y Long Range AWD', make: 'Tesla', model: 'Model Y', year: 2023, color: 'Kvit', plate: 'EC55102', vin: ['LRW', 'YGC'], ownership: 'lease', value: 420000, odo: 33100, fuel: 'electric', drive: 'awd', gear: 'auto', acriss: 'SFAE', seats: 5, hp: 514, co2: 0, range: 533, hitch: 1600, litre: 854, pkk: 31 },
  { key: 'rav4', kind: 'car', at: 'flesland', name: 'Toyota RAV4 Plug-in Hybrid AWD', make: 'Toyota', model: 'RAV4', year: 2022, color: 'Grå', plate: 'ST44190', vin: ['JTM', 'AB3'], ownership: 'loan', value: 395000, odo: 29800, fuel: 'petrol_electric', drive: 'awd', gear: 'auto', acriss: 'SFBI', seats: 5, hp: 306, cc: 2487, co2: 22, tank: 55, cons: 1, range: 75, hitch: 1500, litre: 520, pkk: 3 },
  { key: 'kodiaq', kind: 'car', at: 'asane', status: 'in_maintenance', name: 'Skoda Kodiaq 2.0 TDI 4x4', make: 'Skoda', model: 'Kodiaq', year: 2020, color: 'Svart', plate: 'DR77003', vin: ['TMB', 'NS7'], ownership: 'owned', value: 260000, odo: 118400, fuel: 'diesel', drive: 'awd', gear: 'auto', acriss: 'SFBD', seats: 7, hp: 200, cc: 1968, co2: 160, tank: 58, cons: 6.1, hitch: 2500, litre: 765, pkk: 0.5, description: 'Sju seter. Står på verkstad for nye bremseklossar.' },
  { key: 'caddy', kind: 'van', at: 'sentrum', status: 'rented', name: 'VW Caddy Cargo Maxi 2.0 TDI', make: 'Volkswagen', model: 'Caddy Cargo Maxi', year: 2022, color: 'Kvit', plate: 'BT66120', vin: ['WV1', 'SKA'], ownership: 'owned', value: 245000, odo: 54300, fuel: 'diesel', drive: 'front', gear: 'manual', acriss: 'CKMD', seats: 2, hp: 122, cc: 1968, co2: 145, tank: 50, cons: 5.5, hitch: 1500, m3: 3.7, vanType: 'L2', licence: 'B', pkk: 7 },
  { key: 'connect', kind: 'van', at: 'asane', name: 'Ford Transit Connect L2', make: 'Ford', model: 'Transit Connect', year: 2021, color: 'Kvit', plate: 'BT66981', vin: ['WF0', 'SXT'], ownership: 'lease', value: 175000, odo: 88100, fuel: 'diesel', drive: 'front', gear: 'manual', acriss: 'CKMD', seats: 3, hp: 100, cc: 1499, co2: 138, tank: 60, cons: 5.3, hitch: 1200, m3: 3.6, vanType: 'L2', licence: 'B', pkk: 12 },
  { key: 'proace', kind: 'van', at: 'sentrum', status: 'reserved', name: 'Toyota Proace City Electric', make: 'Toyota', model: 'Proace City Electric', year: 2023, color: 'Kvit', plate: 'EL78215', vin: ['VR3', 'EFZ'], ownership: 'lease', value: 280000, odo: 12400, fuel: 'electric', drive: 'front', gear: 'auto', acriss: 'CKAE', seats: 2, hp: 136, co2: 0, range: 280, m3: 3.8, vanType: 'L2', licence: 'B', pkk: 33 },
  { key: 'crafter', kind: 'van', at: 'sentrum', name: 'VW Crafter 35 L3H2 2.0 TDI', make: 'Volkswagen', model: 'Crafter 35', year: 2022, color: 'Kvit', plate: 'BU10432', vin: ['WV1', 'SY2'], ownership: 'lease', value: 410000, odo: 67300, fuel: 'diesel', drive: 'front', gear: 'manual', acriss: 'FKMD', seats: 3, hp: 140, cc: 1968, co2: 219, tank: 75, cons: 8.3, hitch: 3000, m3: 11.3, vanType: 'L3H2', licence: 'B', pkk: 6 },
  { key: 'transit', kind: 'van', at: 'flesland', name: 'Ford Transit 350 L3H2 Automat', make: 'Ford', model: 'Transit 350', year: 2021, color: 'Grå', plate: 'BU10877', vin: ['WF0', 'XXT'], ownership: 'loan', value: 330000, odo: 94500, fuel: 'diesel', drive: 'rear', gear: 'auto', acriss: 'FKAD', seats: 3, hp: 170, cc: 1995, co2: 230, tank: 70, cons: 8.8, hitch: 2800, m3: 11, vanType: 'L3H2', licence: 'B', pkk: 14 },
  { key: 'transporter', kind: 'car', at: 'sentrum', status: 'not_rentable', name: 'VW Transporter Kombi 9 seter', make: 'Volkswagen', model: 'Transporter Kombi', year: 2020, color: 'Sølv', plate: 'DR30045', vin: ['WV2', 'ZZ7'], ownership: 'borrow', value: 290000, odo: 142000, fuel: 'diesel', drive: 'front', gear: 'manual', acriss: 'FVMD', seats: 9, hp: 150, cc: 1968, co2: 190, tank: 70, cons: 7.2, hitch: 2500, licence: 'B', pkk: 9, validRental: false, description: 'Lånt frå Fjordbil Sunnmøre. Ikkje registrert som leigebil enno.' },
  { key: 'yariscross', kind: 'car', at: 'forde', name: 'Toyota Yaris Cross Hybrid', make: 'Toyota', model: 'Yaris Cross', year: 2023, color: 'Grøn', plate: 'SU80117', vin: ['JTD', 'KA8'], ownership: 'lease', value: 275000, odo: 19800, fuel: 'petrol_electric', drive: 'front', gear: 'auto', acriss: 'CFAH', seats: 5, hp: 116, cc: 1490, co2: 100, tank: 36, cons: 4.4, hitch: 750, litre: 397, pkk: 28 },
  { key: 'caddyforde', kind: 'van', at: 'forde', name: 'VW Caddy Cargo 2.0 TDI', make: 'Volkswagen', model: 'Caddy Cargo', year: 2021, color: 'Kvit', plate: 'BT70555', vin: ['WV1', 'SKA'], ownership: 'owned', value: 180000, odo: 99100, fuel: 'diesel', drive: 'front', gear: 'manual', acriss: 'CKMD', seats: 2, hp: 102, cc: 1968, co2: 139, tank: 50, cons: 5.3, hitch: 1500, m3: 3.1, vanType: 'L2', licence: 'B', pkk: 13 },
  { key: 'brenderup', kind: 'trailer', at: 'sentrum', name: 'Brenderup 1205S 750 kg', make: 'Brenderup', model: '1205S', year: 2020, color: 'Grå', plate: 'JU44120', vin: ['UH2', 'B12'], ownership: 'owned', value: 18000, odo: 0, licence: 'B', description: 'Open tilhengar, lasteflate 205 x 118 cm, nyttelast 555 kg.' },
  { key: 'tysse', kind: 'trailer', at: 'asane', name: 'Tysse 750 kg med presenning', make: 'Tysse', model: 'Cargo 750', year: 2021, color: 'Grå', plate: 'JU44391', vin: ['YA9', 'T75'], ownership: 'owned', value: 22000, odo: 0, licence: 'B', description: 'Tilhengar med presenning og bøyler, lasteflate 251 x 130 cm.' },
  // Fjordbil Sunnmøre AS
  { key: 'picanto', kind: 'car', at: 'alesund', name: 'Kia Picanto 1.0', make: 'Kia', model: 'Picanto', year: 2022, color: 'Raud', plate: 'UF31488', vin: ['KNA', 'B35'], ownership: 'owned', value: 125000, odo: 31200, fuel: 'petrol', drive: 'front', gear: 'manual', acriss: 'MDMV', seats: 4, hp: 67, cc: 998, co2: 105, tank: 35, cons: 4.6, litre: 255, pkk: 1.5 },
  { key: 'fabia', kind: 'car', at: 'alesund', name: 'Skoda Fabia 1.0 TSI', make: 'Skoda', model: 'Fabia', year: 2021, color: 'Blå', plate: 'UF31702', vin: ['TMB', 'PJ6'], ownership: 'lease', value: 160000, odo: 52800, fuel: 'petrol', drive: 'front', gear: 'manual', acriss: 'EDMV', seats: 5, hp: 95, cc: 999, co2: 114, tank: 40, cons: 5, hitch: 1000, litre: 380, pkk: 11 },
  { key: 'niro', kind: 'car', at: 'alesund', name: 'Kia Niro EV', make: 'Kia', model: 'Niro EV', year: 2023, color: 'Kvit', plate: 'EV44018', vin: ['KNA', 'C81'], ownership: 'lease', value: 330000, odo: 22100, fuel: 'electric', drive: 'front', gear: 'auto', acriss: 'CFAE', seats: 5, hp: 204, co2: 0, range: 460, hitch: 750, litre: 475, pkk: 30 },
  { key: 'id4', kind: 'car', at: 'vigra', name: 'VW ID.4 Pro', make: 'Volkswagen', model: 'ID.4', year: 2022, color: 'Grå', plate: 'EL55311', vin: ['WVW', 'E21'], ownership: 'lease', value: 320000, odo: 38800, fuel: 'electric', drive: 'rear', gear: 'auto', acriss: 'SFAE', seats: 5, hp: 204, co2: 0, range: 520, hitch: 1000, litre: 543, pkk: 5 },
  { key: 'sprinter', kind: 'van', at: 'alesund', status: 'rented', name: 'Mercedes-Benz Sprinter 316 CDI L3H2', make: 'Mercedes-Benz', model: 'Sprinter 316 CDI', year: 2021, color: 'Kvit', plate: 'UE92210', vin: ['W1V', '907'], ownership: 'lease', value: 385000, odo: 102300, fuel: 'diesel', drive: 'rear', gear: 'auto', acriss: 'FKAD', seats: 3, hp: 163, cc: 2143, co2: 240, tank: 71, cons: 9.1, hitch: 3500, m3: 14, vanType: 'L3H2', licence: 'B', pkk: 10 },
  { key: 'anssems', kind: 'trailer', at: 'alesund', name: 'Anssems skaphengar 1300 kg', make: 'Anssems', model: 'GTB 1300', year: 2022, color: 'Grå', plate: 'JU77130', vin: ['XNA', 'P13'], ownership: 'owned', value: 45000, odo: 0, licence: 'BE', pkk: 18, m3: 5.5, description: 'Lukka skaphengar, innvendig 251 x 126 x 150 cm, nyttelast 950 kg.' },
  { key: 'corollamolde', kind: 'car', at: 'molde', status: 'in_maintenance', name: 'Toyota Corolla Touring Sports Hybrid', make: 'Toyota', model: 'Corolla Touring Sports', year: 2023, color: 'Kvit', plate: 'UF12004', vin: ['SB1', 'Z33'], ownership: 'lease', value: 320000, odo: 8100, fuel: 'petrol_electric', drive: 'front', gear: 'auto', acriss: 'IWAH', seats: 5, hp: 140, cc: 1798, co2: 105, tank: 43, cons: 4.6, hitch: 750, litre: 596, pkk: 32, description: 'Klargjerast for opninga i Molde.' },
];

const MONTHLY: Record<Kind, { insurance: number; tires: number; maintenance: number }> = {
  car: { insurance: 650, tires: 160, maintenance: 350 },
  van: { insurance: 820, tires: 200, maintenance: 550 },
  trailer: { insurance: 60, tires: 0, maintenance: 80 },
};

/** Creates the fleet; returns product ids by vehicle key. */
export async function seedProducts(
  tx: Tx,
  now: Date,
  ctx: {
    siteId: number;
    categories: Record<Kind, number>;
    locations: Record<LocationKey, SeededLocation>;
    authors: Record<number, number>;
  },
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [i, v] of VEHICLES.entries()) {
    if (v.acriss && !isKnownAcriss(v.acriss)) throw new Error(`Ukjend ACRISS-kode ${v.acriss} på ${v.key}`);
    const status = v.status ?? 'rentable';
    const location = ctx.locations[v.at];
    const nextPkk = v.pkk === undefined ? null : daysFrom(now, Math.round(v.pkk * 30.4));
    const isOld = v.year <= now.getUTCFullYear() - 5; // first EU-kontroll comes four years after registration
    const cost = MONTHLY[v.kind];
    const created = await tx.product.create({
      data: {
        name: v.name, description: v.description, categoryId: ctx.categories[v.kind], status,
        isRentable: status === 'rentable' || status === 'rented' || status === 'reserved',
        companyId: location.companyId, companyIdManager: location.companyId, locationId: location.id, siteId: ctx.siteId,
        taxrate: 25, accountingProductNumber: `FB-${1001 + i}`, licensePlate: v.plate, make: v.make, model: v.model,
        year: v.year, color: v.color, vin: vin(v.vin[0], v.vin[1], v.year, 104_233 + i * 7_919),
        odometerKm: v.kind === 'trailer' ? null : v.odo, odometerAt: v.kind === 'trailer' ? null : daysFrom(now, -(i % 4) - 1),
        seatCapacity: v.seats, ownershipType: v.ownership, fuelType: v.fuel, driveshaft: v.drive, transmission: v.gear,
        acriss: v.acriss, co2EmissionsPerKm: v.co2, fuelTankLitre: v.tank, fuelConsumption: v.cons, rangeKm: v.range,
        engineHp: v.hp, engineVolumeCm3: v.cc, trailerHitchCapacityKg: v.hitch, storageCapacityLitre: v.litre,
        storageCapacityM3: v.m3, vanType: v.vanType, licenceClass: v.licence ?? (v.kind === 'trailer' ? null : 'B'),
        lastPkkAt: nextPkk && isOld ? daysFrom(nextPkk, -730) : null, nextPkkAt: nextPkk,
        isValidRentalcar: v.kind === 'trailer' ? null : (v.validRental ?? true),
        isValidRentalcarCheckedAt: v.kind === 'trailer' ? null : daysFrom(now, -30 - i),
        valuation: v.value, valuationAt: daysFrom(now, -60),
        monthlyCostOwnership: v.ownership === 'borrow' ? 0 : Math.round((v.value * 0.018) / 10) * 10,
        monthlyCostInsurance: cost.insurance, monthlyCostTireHotell: cost.tires,
        monthlyCostMaintenance: cost.maintenance, monthlyCostOther: v.kind === 'trailer' ? 0 : 100,
        monthlyCostDepreciation: v.ownership === 'owned' || v.ownership === 'loan' ? 1.25 : null,
        authorId: ctx.authors[location.companyId],
        createdAt: daysFrom(now, -(90 + ((i * 37) % 300))), updatedAt: daysFrom(now, -((i * 3) % 17)),
      },
      select: { id: true },
    });
    ids[v.key] = created.id;
  }
  return ids;
}
