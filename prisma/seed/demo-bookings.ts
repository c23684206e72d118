/**
 * Demo bookings in every status, spread around the seed time, with their cart lines and status history.
 * Vehicles assigned to active bookings (pending, confirmed, delivered) never overlap: the database refuses it.
 */
import type { BookingStatus, DriversLicenceChoice } from '../../server/generated/prisma/enums.ts';
import type { LocationKey, SeededLocation } from './demo-locations.ts';
import { pricedOptionFromRow, quote, type PricedOption } from '../../server/domain/pricing.ts';
import { rentalDurationHours } from '../../server/domain/rentalPeriod.ts';
import type { SeededOption } from './demo-rental-options.ts';
import { daysFrom, earliest, hoursFrom, osloAt, type Tx } from './demo-util.ts';

interface Guest {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  country?: string;
  phoneCode?: string;
  businessName?: string;
  businessOrgnr?: string;
}

interface BookingDef {
  status: BookingStatus;
  business?: boolean;
  from: LocationKey;
  to?: LocationKey;
  /** Pick-up day relative to the seed day (Oslo), at 10:00. */
  start: number;
  days: number;
  option: string;
  product?: string;
  insurance: 'basis' | 'premium';
  extras?: readonly (readonly [option: string, amount: number])[];
  /** The demo customer's own booking; otherwise a guest. */
  customer?: boolean;
  guest?: Guest;
  customerCompany?: boolean;
  above25?: boolean;
  reference?: string;
  comment?: string;
  /** Days between the booking being made and the pick-up. */
  lead: number;
  /** Registered by staff rather than in the shop. */
  byStaff?: boolean;
  licence?: DriversLicenceChoice;
  invoice?: string;
  pickupGps?: readonly [lat: number, long: number];
}

const VESTLAND_BYGG: Guest = {
  firstname: 'Per', lastname: 'Vestrheim', email: 'per.vestrheim@vestlandbygg.example.no', phone: '99887766',
  businessName: 'Vestland Bygg AS', businessOrgnr: '918273645',
};

const BOOKINGS: readonly BookingDef[] = [
  { status: 'completed', from: 'sentrum', start: -30, days: 3, option: 'smabil', product: 'polo', insurance: 'basis', extras: [['barnesete', 1]], customer: true, lead: 10 },
  { status: 'completed', business: true, customerCompany: true, guest: VESTLAND_BYGG, from: 'sentrum', start: -21, days: 7, option: 'varebil-stor', product: 'crafter', insurance: 'premium', reference: 'Prosjekt Nesttun skule', lead: 5, byStaff: true, invoice: '20261043' },
  { status: 'returned', guest: { firstname: 'Jonas', lastname: 'Berg', email: 'jonas.berg@example.no', phone: '41234567' }, from: 'sentrum', to: 'flesland', start: -5, days: 3, option: 'elbil', product: 'id3', insurance: 'premium', lead: 14, licence: 'upload' },
  { status: 'cancelled', guest: { firstname: 'Emma', lastname: 'Haugen', email: 'emma.haugen@example.no', phone: '92345678' }, from: 'sentrum', start: 3, days: 3, option: 'mellomklasse', insurance: 'basis', comment: 'Avbestilt av kunden på telefon.', lead: 6 },
  { status: 'delivered', customer: true, from: 'flesland', start: -2, days: 4, option: 'mellomklasse', product: 'corolla2', insurance: 'premium', extras: [['ekstra-sjafor', 1]], lead: 20 },
  { status: 'delivered', business: true, guest: { firstname: 'Sindre', lastname: 'Lie', email: 'sindre@hordalandelektro.example.no', phone: '97654321', businessName: 'Hordaland Elektro AS', businessOrgnr: '914785236' }, from: 'sentrum', start: -1, days: 2, option: 'varebil-liten', product: 'caddy', insurance: 'basis', reference: 'Serviceoppdrag Fana', lead: 3 },
  { status: 'confirmed', guest: { firstname: 'Nora', lastname: 'Dahl', email: 'nora.dahl@example.no', phone: '46789012' }, from: 'sentrum', start: 2, days: 3, option: 'smabil', product: 'polo', insurance: 'basis', extras: [['takboks', 1], ['barnesete', 2]], comment: 'Vi kjem med tog og kan vere litt seine.', lead: 9 },
  { status: 'confirmed', business: true, customerCompany: true, guest: VESTLAND_BYGG, from: 'sentrum', start: 4, days: 7, option: 'varebil-stor', product: 'crafter', insurance: 'premium', reference: 'Prosjekt Åsane', lead: 2, byStaff: true },
  { status: 'pending', guest: { firstname: 'Henrik', lastname: 'Aasen', email: 'henrik.aasen@example.no', phone: '93456789' }, from: 'flesland', start: 7, days: 2, option: 'elbil', insurance: 'basis', lead: 1 },
  { status: 'pending', customer: true, from: 'sentrum', start: 1, days: 1, option: 'tilhengar', product: 'brenderup', insurance: 'basis', comment: 'Skal køyre hageavfall til Rådalen.', lead: 0.2 },
  { status: 'pending', above25: false, guest: { firstname: 'Sofie', lastname: 'Myklebust', email: 'sofie.myklebust@example.no', phone: '47890123' }, from: 'alesund', start: 10, days: 3, option: 'smabil-alesund', insurance: 'basis', extras: [['ung-sjafor', 1]], lead: 0.5 },
  { status: 'confirmed', guest: { firstname: 'Erik', lastname: 'Vik', email: 'erik.vik@example.no', phone: '95678901' }, from: 'alesund', to: 'vigra', start: 1, days: 3, option: 'elbil-alesund', product: 'niro', insurance: 'premium', lead: 12 },
  { status: 'delivered', business: true, guest: { firstname: 'Kjetil', lastname: 'Aarseth', email: 'kjetil@sunnmoreror.example.no', phone: '90011223', businessName: 'Sunnmøre Rør AS', businessOrgnr: '917364582' }, from: 'alesund', start: -3, days: 7, option: 'varebil-stor-alesund', product: 'sprinter', insurance: 'premium', lead: 10 },
  { status: 'cancelled', business: true, guest: { firstname: 'Mari', lastname: 'Hole', email: 'mari@alesundevent.example.no', phone: '91122334', businessName: 'Ålesund Event AS', businessOrgnr: '921654987' }, from: 'alesund', start: -12, days: 2, option: 'varebil-stor-alesund', insurance: 'basis', comment: 'Arrangementet vart avlyst.', lead: 5 },
  { status: 'completed', guest: { firstname: 'Ingrid', lastname: 'Strand', email: 'ingrid.strand@example.no', phone: '48901234' }, from: 'alesund', start: -14, days: 1, option: 'skaphengar', product: 'anssems', insurance: 'basis', lead: 4 },
  { status: 'returned', customer: true, from: 'sentrum', to: 'asane', start: -4, days: 3, option: 'stasjonsvogn', product: 'v60', insurance: 'premium', extras: [['barnesete', 1]], lead: 15 },
  { status: 'pending', guest: { firstname: 'Thomas', lastname: 'Lunde', email: 'thomas.lunde@example.no', phone: '40123456' }, from: 'annet', start: 5, days: 3, option: 'smabil', insurance: 'basis', comment: 'Levering til Nordåsvegen 50, 5235 Rådal.', pickupGps: [60.310512, 5.340271], lead: 0.3 },
  { status: 'confirmed', business: true, guest: { firstname: 'Linn', lastname: 'Torsvik', email: 'linn@bergenblomster.example.no', phone: '93344556', businessName: 'Bergen Blomster AS', businessOrgnr: '912345670' }, from: 'sentrum', start: 1, days: 2, option: 'varebil-liten', product: 'proace', insurance: 'basis', lead: 4 },
  { status: 'pending', guest: { firstname: 'Kristine', lastname: 'Solberg', email: 'kristine.solberg@example.no', phone: '45566778' }, from: 'forde', start: 6, days: 4, option: 'mellomklasse', product: 'yariscross', insurance: 'basis', lead: 2 },
  { status: 'confirmed', guest: { firstname: 'Anna', lastname: 'Schmidt', email: 'anna.schmidt@example.de', phone: '15123456789', country: 'DEU', phoneCode: '49' }, from: 'flesland', start: 8, days: 7, option: 'suv-4x4', product: 'modely', insurance: 'premium', extras: [['takboks', 1]], licence: 'bring_on_pickup', lead: 30 },
];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Venter behandling',
  confirmed: 'Bekreftet',
  delivered: 'Hentet av kunde',
  returned: 'Returnert',
  completed: 'Fullført',
  cancelled: 'Avbrutt',
};

const PATH: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  delivered: ['confirmed', 'delivered'],
  returned: ['confirmed', 'delivered', 'returned'],
  completed: ['confirmed', 'delivered', 'returned', 'completed'],
  cancelled: ['cancelled'],
};

const ore = (n: number) => (n / 100).toFixed(2);

/** Creates the bookings with lines and history; returns how many were made. */
export async function seedBookings(
  tx: Tx,
  now: Date,
  ctx: {
    siteId: number;
    locations: Record<LocationKey, SeededLocation>;
    options: Record<string, SeededOption>;
    products: Record<string, number>;
    customerUserId: number;
    customerCompanyId: number;
    /** The member of staff who handles bookings per company, and at Flesland. */
    staff: { byCompany: Record<number, number>; flesland: number };
  },
): Promise<number> {
  const latest = hoursFrom(now, -0.5);
  // Lines are priced by the product's own engine, so the demo totals are what the shop would charge.
  const priced = new Map<number, PricedOption>((await tx.rentalOption.findMany()).map((r) => [r.id, pricedOptionFromRow(r as never)]));
  for (const [i, b] of BOOKINGS.entries()) {
    const rental = ctx.options[b.option]!;
    const companyId = rental.companyId!;
    const from = ctx.locations[b.from];
    const to = ctx.locations[b.to ?? b.from];
    const pickupAt = osloAt(now, b.start, '10:00');
    const dropoffAt = hoursFrom(pickupAt, b.days * 24);
    // Bookings made "just now" are spread over the last hours, so the newest-first lists have an order.
    const createdAt = earliest(daysFrom(pickupAt, -b.lead), hoursFrom(now, -1 - i * 0.4));
    const staffId = b.from === 'flesland' ? ctx.staff.flesland : ctx.staff.byCompany[companyId]!;
    const isBusiness = b.business ?? false;

    const cart: [string, number][] = [[b.option, 1], [b.insurance, 1], ...(b.extras ?? []).map(([k, n]): [string, number] => [k, n])];
    const lines = cart.map(([key, amount], position) => {
      const option = ctx.options[key]!;
      const unit = quote(priced.get(option.id)!, pickupAt, dropoffAt, isBusiness ? 'business' : 'private');
      const total = unit.total * amount;
      return {
        position, rentalOptionId: option.id, amount,
        productId: position === 0 && b.product ? ctx.products[b.product]! : null,
        lineType: position === 0 ? 'rental' as const : position === 1 ? 'insurance' as const : 'accessory' as const,
        pricePerDay: ore(Math.round(total / unit.days / 100) * 100), totalPrice: ore(total),
      };
    });
    const totalOre = lines.reduce((sum, l) => sum + Math.round(Number(l.totalPrice) * 100), 0);

    // Status history: created, then each step of the way to the current status, never later than now.
    const steps: { status: BookingStatus; at: Date }[] = [];
    for (const s of PATH[b.status]) {
      const at = s === 'delivered' ? pickupAt
        : s === 'returned' ? dropoffAt
        : s === 'completed' ? earliest(daysFrom(dropoffAt, 1), latest)
        : earliest(hoursFrom(createdAt, s === 'cancelled' ? 20 : 2), latest);
      steps.push({ status: s, at });
    }
    const updatedAt = steps.at(-1)?.at ?? createdAt;
    const guest = b.guest;
    const prepaid = !isBusiness && ['delivered', 'returned', 'completed'].includes(b.status);

    const booking = await tx.booking.create({
      data: {
        status: b.status, orderType: isBusiness ? 'business' : 'private', reference: b.reference, comment: b.comment,
        pickupLocationId: from.id, dropoffLocationId: to.id,
        pickupGpsLat: b.pickupGps?.[0] ?? from.gps?.[0], pickupGpsLong: b.pickupGps?.[1] ?? from.gps?.[1],
        dropoffGpsLat: b.pickupGps && !b.to ? b.pickupGps[0] : to.gps?.[0],
        dropoffGpsLong: b.pickupGps && !b.to ? b.pickupGps[1] : to.gps?.[1],
        pickupAt, dropoffAt, durationHours: rentalDurationHours(pickupAt, dropoffAt), totalPrice: ore(totalOre),
        accountingInvoiceNumber: b.invoice, accountingOrderNumber: b.invoice ? `SO-${b.invoice.slice(-4)}` : undefined,
        guestFirstname: guest?.firstname, guestLastname: guest?.lastname,
        guestCountry: guest ? (guest.country ?? 'NOR') : undefined,
        guestPhoneCountryCode: guest ? (guest.phoneCode ?? '47') : undefined, guestPhone: guest?.phone,
        guestEmail: guest?.email, guestBusinessName: guest?.businessName, guestBusinessOrgnr: guest?.businessOrgnr,
        above25: b.above25 ?? true, insurance: b.insurance, driversLicence: b.licence ?? 'bring_on_pickup',
        businessBookingDrivers: isBusiness && guest
          ? [{ firstname: guest.firstname, lastname: guest.lastname, phone: `+${guest.phoneCode ?? '47'}${guest.phone}` }]
          : undefined,
        acceptedTerms: true,
        customerCompanyId: b.customerCompany ? ctx.customerCompanyId : undefined,
        customerUserId: b.customer ? ctx.customerUserId : undefined,
        paymentTotal: prepaid ? ore(totalOre) : undefined,
        authorId: b.byStaff ? staffId : undefined, companyId, siteId: ctx.siteId, createdAt, updatedAt,
        lines: { createMany: { data: lines } },
      },
      select: { id: true },
    });

    await tx.historyEntry.createMany({
      data: [
        // As bookingCreate records an order: a shop order has no author but "Nettbutikken" (never "Ukjend").
        { entityType: 'booking' as const, entityId: booking.id, at: createdAt, authorId: b.byStaff ? staffId : null,
          authorLabel: b.byStaff ? null : 'Nettbutikken', status: 'pending',
          comment: b.byStaff ? 'Bestilling lagd inn av tilsett på vegner av kunden' : 'Bestilling motteken frå nettbutikken' },
        ...steps.map((s) => ({
          entityType: 'booking' as const, entityId: booking.id, at: s.at, authorId: staffId, status: s.status,
          comment: `Status endra til ${STATUS_LABELS[s.status]}`,
        })),
        // The vehicle's own history follows it out and back.
        ...(b.product
          ? steps
            .filter((s) => s.status === 'delivered' || s.status === 'returned')
            .map((s) => ({
              entityType: 'product' as const, entityId: ctx.products[b.product!]!, at: s.at, authorId: staffId,
              status: s.status === 'delivered' ? 'rented' : 'rentable',
              comment: `${s.status === 'delivered' ? 'Utlevert på' : 'Levert tilbake frå'} booking ${String(booking.id).padStart(4, '0')}`,
            }))
          : []),
      ],
    });
  }
  return BOOKINGS.length;
}
