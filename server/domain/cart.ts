/**
 * The cart of a booking from what the wizard chose (spec 1, sections 2–4): the rental line, the insurance added
 * automatically for vehicles that need transport, and accessories; a driver under 25 gets the young-driver option
 * (amount 1) whether asked or not. Lines come in the order rental, insurance, accessories (drivers first).
 */
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_ORE } from './money.ts';
import { quote, type CustomerType, type PricedOption, type Quote } from './pricing.ts';

export type SystemCode = 'accessory' | 'extra_drivers' | 'youngdriver' | 'trailer' | 'insurance';
export type LineType = 'rental' | 'insurance' | 'accessory';

export interface CatalogItem {
  id: number;
  slug: string;
  title: string;
  /** The English title staff wrote (content.ts), if any. */
  titleEn?: string | null;
  systemCode: SystemCode | null;
  requiresTransport: boolean;
  maxAmount: number;
  priced: PricedOption;
  /** The product category (a vehicle's decides which add-ons fit it). */
  categoryId?: number;
  /** The vehicle categories an add-on fits; empty or absent: every vehicle. */
  fitsCategoryIds?: readonly number[];
}

/** Whether an add-on fits a vehicle of `vehicleCategoryId` (an add-on that names no categories fits every vehicle). */
export const fitsVehicle = (item: Pick<CatalogItem, 'fitsCategoryIds'>, vehicleCategoryId: number | undefined) =>
  !item.fitsCategoryIds?.length || (vehicleCategoryId !== undefined && item.fitsCategoryIds.includes(vehicleCategoryId));

export interface CartRequest {
  rentalOptionId: number | null;
  /** Insurance slug; when not given, the default insurance (chooseInsurance: no extra insurance). */
  insurance?: string | null;
  accessories: { rentalOptionId: number; amount: number }[];
  above25: boolean;
}

export interface CartLine {
  item: CatalogItem;
  lineType: LineType;
  amount: number;
  unit: Quote;
  /** Øre for all items of the line. */
  total: number;
  /** Line total per rental day, whole kroner (øre). */
  perDay: number;
  /** The young-driver line cannot be removed. */
  locked: boolean;
}

export interface Cart {
  lines: CartLine[];
  total: number;
  days: number;
  errors: { field: string; message: string }[];
}

/**
 * The slug the spec, the shop's links and legacy clients name the default insurance by ("basis": no extra insurance).
 * It is a name for the default, not a row the cart needs: see chooseInsurance.
 */
export const DEFAULT_INSURANCE = 'basis';

/**
 * The insurance a cart gets (spec 1 step 3). Asked for by slug: the offered insurance of that slug, or null when none
 * is offered (the cart says so). Not asked for: the default, `DEFAULT_INSURANCE` (the one step 3 marks chosen when
 * the link names none); when no insurance has that slug any longer (staff archived or deleted it), an insurance
 * offered free for the period (the included one, no extra insurance), ties by id: the first one step 3 lists. So an
 * order that keeps the default, or an old link saying forsikring=basis, never hangs on one row surviving; and nobody
 * is charged for an insurance they did not choose: with only paid ones left, the cart says to choose (null).
 */
export function chooseInsurance(items: Iterable<CatalogItem>, slug: string | null | undefined, priceOf: (item: CatalogItem) => number): CatalogItem | null {
  const insurances = [...items].filter((i) => i.systemCode === 'insurance');
  const asked = slug?.trim() || DEFAULT_INSURANCE;
  const named = insurances.find((i) => i.slug === asked);
  if (named) return named;
  if (asked !== DEFAULT_INSURANCE) return null;
  const free = insurances.filter((i) => priceOf(i) === 0);
  return free.reduce<CatalogItem | null>((first, item) => (!first || item.id < first.id ? item : first), null);
}

/** The cart's refusals that the shop and staff's edit of a booking share. */
export const CART_MESSAGES = {
  chosenTwice: 'Tilbehøret er valt to gonger.',
  doesNotFit: (item: string, vehicle: string) => `${item} passar ikkje til ${vehicle}.`,
} as const;

/** The most entries one cart may list (vehicle, insurance and add-ons): a longer list is refused, never walked. */
export const MAX_CART_ITEMS = 50;
export const CART_TOO_LONG = `Handlekorga kan ha høgst ${MAX_CART_ITEMS} varer.`;

/**
 * The young-driver option is the cart's to add, never the customer's: for a driver under 25 it is added (amount 1)
 * and cannot be removed; for a driver over 25 it is not offered at all.
 */
export const isAutomaticAddOn = (systemCode: SystemCode | null) => systemCode === 'youngdriver';
export const offeredTo = (systemCode: SystemCode | null, above25: boolean) => !(isAutomaticAddOn(systemCode) && above25);

/**
 * The one young-driver option a driver under 25 gets (spec README: added automatically, amount 1): of the young-driver
 * products that fit the vehicle, the cheapest for the period, ties by id. A site may keep several (one for vans, one
 * for cars); the cart charges the one chosen here and the search offers only it, so what the customer sees added is
 * what they pay for (once every one was shown added and only the first of the catalogue charged).
 */
export function chooseYoungDriver<T extends { id: number; systemCode: SystemCode | null; fitsCategoryIds?: readonly number[] }>(
  items: Iterable<T>,
  vehicleCategoryId: number | undefined,
  priceOf: (item: T) => number,
): T | undefined {
  let chosen: { item: T; price: number } | undefined;
  for (const item of items) {
    if (!isAutomaticAddOn(item.systemCode) || !fitsVehicle(item, vehicleCategoryId)) continue;
    const price = priceOf(item);
    if (!chosen || price < chosen.price || (price === chosen.price && item.id < chosen.item.id)) chosen = { item, price };
  }
  return chosen?.item;
}

/** The amount of an item a cart can hold: a whole number from 0 to the item's maximum (spec 1, section 5). */
export function clampAmount(amount: number, maxAmount: number): number {
  return Math.min(Math.max(0, maxAmount), Math.max(0, Math.trunc(amount)));
}

const isDriverOption = (i: CatalogItem) => i.systemCode === 'extra_drivers' || i.systemCode === 'youngdriver';
const isAddOn = (i: CatalogItem) => !i.requiresTransport && i.systemCode !== 'insurance';

/**
 * One cart line priced by the engine: the item's price for the period times the amount, and the line's price per
 * rental day in whole kroner. The shop's cart and staff's edits of a booking price every line with this.
 */
export function priceLine(item: CatalogItem, lineType: LineType, amount: number, pickup: Date, dropoff: Date, customerType: CustomerType, locked = false): CartLine {
  const unit = quote(item.priced, pickup, dropoff, customerType);
  const total = unit.total * amount;
  return { item, lineType, amount, unit, total, perDay: Math.round(total / unit.days / 100) * 100, locked };
}

/** Builds and prices the cart; `errors` names the fields that made it invalid (then `lines` holds what was valid). */
export function buildCart(catalog: ReadonlyMap<number, CatalogItem>, req: CartRequest, pickup: Date, dropoff: Date, customerType: CustomerType): Cart {
  const errors: Cart['errors'] = [];
  const lines: CartLine[] = [];
  const line = (item: CatalogItem, lineType: LineType, amount: number, locked = false): CartLine => priceLine(item, lineType, amount, pickup, dropoff, customerType, locked);

  const rental = req.rentalOptionId !== null ? catalog.get(req.rentalOptionId) : undefined;
  if (!rental || !rental.requiresTransport) {
    errors.push({ field: 'rentalOptionId', message: 'Vel eit leieprodukt.' });
  } else {
    lines.push(line(rental, 'rental', 1));
    const insurance = chooseInsurance(catalog.values(), req.insurance, (i) => quote(i.priced, pickup, dropoff, customerType).total);
    if (!insurance) errors.push({ field: 'insurance', message: 'Ukjend forsikring.' });
    else lines.push(line(insurance, 'insurance', 1));
  }

  const accessories: CartLine[] = [];
  const seen = new Set<number>();
  req.accessories.forEach(({ rentalOptionId, amount }, index) => {
    const item = catalog.get(rentalOptionId);
    const field = `accessories.${index}`;
    if (!item || !isAddOn(item)) return errors.push({ field, message: 'Ukjend tilbehør.' });
    if (rental?.requiresTransport && !fitsVehicle(item, rental.categoryId)) return errors.push({ field, message: CART_MESSAGES.doesNotFit(item.title, rental.title) });
    if (seen.has(item.id)) return errors.push({ field, message: CART_MESSAGES.chosenTwice });
    seen.add(item.id);
    if (!Number.isInteger(amount) || amount < 0) return errors.push({ field, message: 'Antal må vere eit heiltal frå 0.' });
    if (clampAmount(amount, item.maxAmount) !== amount) return errors.push({ field, message: `Maks ${item.maxAmount}` });
    if (isAutomaticAddOn(item.systemCode)) return; // decided by the age below, never by the customer
    if (amount > 0) accessories.push(line(item, 'accessory', amount));
  });
  if (!req.above25) {
    const young = chooseYoungDriver(catalog.values(), rental?.categoryId, (i) => quote(i.priced, pickup, dropoff, customerType).total);
    if (young) accessories.push(line(young, 'accessory', 1, true));
  }
  accessories.sort((a, b) => Number(isDriverOption(b.item)) - Number(isDriverOption(a.item)));
  lines.push(...accessories);

  const days = lines[0]?.unit.days ?? 0;
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  // A price typed far too high, over a long period, would not fit the stored total: refused on the vehicle chosen.
  if (total > MAX_AMOUNT_ORE) errors.push({ field: 'rentalOptionId', message: AMOUNT_TOO_LARGE });
  return { lines, total, days, errors };
}
