/**
 * The body of a partner webhook: `{ id, type, createdAt, booking }`, with the booking as a partner may see it (its
 * own order: period, places, vehicle class, lines, price and the guest's contact details; nothing about the fleet's
 * internals). The zod schemas are the contract: the OpenAPI document's `webhooks` section is generated from them and
 * every body is checked against them before it is stored. Each object carries its database id (`id`, `…Id`) and the
 * global id the GraphQL API knows it by (`nodeId`, `…NodeId`), so a receiver can read it again with `node(id:)`.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { bookingNumber } from '../domain/booking.ts';
import { WEBHOOK_EVENTS } from '../domain/webhooks.ts';
import type { Tx } from './write.ts';

const money = z.string().regex(/^-?\d+\.\d{2}$/).describe('NOK with two decimals');
const nodeId = (type: string) => z.string().describe(`The ${type}'s global id in the GraphQL API (for node(id:))`);

export const webhookBookingSchema = z.object({
  id: z.number().int().positive(),
  nodeId: nodeId('Booking'),
  number: z.string(),
  status: z.string(),
  orderType: z.enum(['private', 'business']),
  reference: z.string().nullable(),
  pickupLocationId: z.number().int(),
  pickupLocationNodeId: nodeId('Location'),
  dropoffLocationId: z.number().int(),
  dropoffLocationNodeId: nodeId('Location'),
  pickupAt: z.string().describe('ISO 8601 instant'),
  dropoffAt: z.string().describe('ISO 8601 instant'),
  durationHours: z.number().int(),
  vehicleClass: z
    .object({ rentalOptionId: z.number().int(), rentalOptionNodeId: nodeId('RentalOption'), title: z.string(), acriss: z.string().nullable() })
    .nullable()
    .describe('The vehicle class of the first vehicle line (lineType rental, by position); null when there is none. A booking staff gave more vehicles has one rental line per vehicle: read them all in lines.'),
  lines: z.array(z.object({ rentalOptionId: z.number().int(), rentalOptionNodeId: nodeId('RentalOption'), title: z.string(), lineType: z.enum(['rental', 'insurance', 'accessory']), amount: z.number().int(), totalPrice: money })),
  totalPrice: money,
  currency: z.literal('NOK'),
  guest: z.object({ firstname: z.string().nullable(), lastname: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  referralCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const webhookBodySchema = z.object({
  id: z.uuid().describe('The event id: the same on every attempt and resend (deduplicate by it)'),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.string().describe('When the change committed (ISO 8601)'),
  booking: webhookBookingSchema,
});

export type WebhookBooking = z.infer<typeof webhookBookingSchema>;
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** The booking as the partner sees it, read inside the transaction of the change (so it is what committed). */
export async function webhookBookingView(tx: Tx, bookingId: number): Promise<WebhookBooking | null> {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    include: { lines: { orderBy: { position: 'asc' }, include: { rentalOption: { select: { title: true, acriss: true } } } } },
  });
  if (!b) return null;
  const rental = b.lines.find((l) => l.lineType === 'rental');
  return webhookBookingSchema.parse({
    id: b.id,
    nodeId: encodeGlobalID('Booking', b.id),
    number: bookingNumber(b.id),
    status: b.status,
    orderType: b.orderType,
    reference: b.reference,
    pickupLocationId: b.pickupLocationId,
    pickupLocationNodeId: encodeGlobalID('Location', b.pickupLocationId),
    dropoffLocationId: b.dropoffLocationId,
    dropoffLocationNodeId: encodeGlobalID('Location', b.dropoffLocationId),
    pickupAt: b.pickupAt.toISOString(),
    dropoffAt: b.dropoffAt.toISOString(),
    durationHours: b.durationHours,
    vehicleClass: rental ? { rentalOptionId: rental.rentalOptionId, rentalOptionNodeId: encodeGlobalID('RentalOption', rental.rentalOptionId), title: rental.rentalOption.title, acriss: rental.rentalOption.acriss } : null,
    lines: b.lines.map((l) => ({ rentalOptionId: l.rentalOptionId, rentalOptionNodeId: encodeGlobalID('RentalOption', l.rentalOptionId), title: l.rentalOption.title, lineType: l.lineType, amount: l.amount, totalPrice: l.totalPrice.toFixed(2) })),
    totalPrice: b.totalPrice.toFixed(2),
    currency: 'NOK',
    guest: { firstname: b.guestFirstname, lastname: b.guestLastname, email: b.guestEmail, phone: b.guestPhone },
    referralCompanyId: b.referralCompanyId,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  });
}
