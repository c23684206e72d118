/**
 * The wizard's query parameters (spec 1, section 3): the only booking state that survives a reload. Parsing is
 * forgiving (a broken value counts as missing); writing keeps every parameter the change does not touch.
 */
import { parseOslo } from '@domain/time.ts';
import { skippedTimeError } from '@domain/rentalPeriod.ts';
import { toGlobalId } from './globalId.ts';
import { isDbId } from '@domain/lists.ts';
import { DEFAULT_INSURANCE, MAX_CART_ITEMS } from '@domain/cart.ts';

/** Parameter names, as they appear in the address. */
export const PARAM = {
  pickupLocation: 'hentested',
  dropoffLocation: 'leveringssted',
  pickupAt: 'hentetid',
  dropoffAt: 'leveringstid',
  over25: 'over25',
  customer: 'kunde',
  rentalOption: 'leietype',
  insurance: 'forsikring',
  accessories: 'tilbehor',
  detailsValid: 'kundeopplysninger',
} as const;

export type ParamKey = keyof typeof PARAM;
export type CustomerKind = 'privat' | 'bedrift';

export interface AccessoryChoice {
  id: number;
  amount: number;
}

/** The wizard state read from the address. */
export interface WizardParams {
  pickupLocation: number | null;
  dropoffLocation: number | null;
  /** "yyyy-mm-dd HH:MM" (Oslo) as written, when it parses. */
  pickupAt: string | null;
  dropoffAt: string | null;
  over25: boolean;
  customer: CustomerKind;
  rentalOption: number | null;
  /** The insurance slug of the link, else DEFAULT_INSURANCE (domain/cart.ts: the name of the default, not a row). */
  insurance: string;
  /** Whether `forsikring` is in the address (step 3 was passed). */
  insuranceChosen: boolean;
  accessories: AccessoryChoice[];
  /** Whether `tilbehor` is in the address (step 4 was passed, even with nothing chosen). */
  accessoriesChosen: boolean;
  detailsValid: boolean;
}

const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return isDbId(n) ? n : null;
};

const instant = (value: string | null): string | null => (value && parseOslo(value) ? value.trim() : null);

/**
 * "12:2,16:1" → choices; malformed pairs and repeated ids are dropped, and so is everything after the most a cart may
 * hold (a crafted link of 60 ids would otherwise be refused by the search as a whole, leaving the step blank).
 */
export function parseAccessories(value: string | null): AccessoryChoice[] {
  const seen = new Set<number>();
  const out: AccessoryChoice[] = [];
  for (const pair of (value ?? '').split(',', 4 * MAX_CART_ITEMS)) {
    if (out.length >= MAX_CART_ITEMS) break;
    const m = /^(\d{1,10}):(\d{1,3})$/.exec(pair.trim());
    const id = m ? positiveId(m[1]!) : null;
    if (!m || id === null || seen.has(id)) continue;
    seen.add(id);
    const amount = Number(m[2]);
    if (amount > 0) out.push({ id, amount });
  }
  return out;
}

/** Choices → "12:2,16:1" (amounts of 0 are left out). */
export function formatAccessories(list: readonly AccessoryChoice[]): string {
  return list
    .filter((a) => a.amount > 0)
    .map((a) => `${a.id}:${a.amount}`)
    .join(',');
}

/** Reads the wizard state from a query string. */
export function parseWizard(search: URLSearchParams): WizardParams {
  const insurance = search.get(PARAM.insurance)?.trim();
  return {
    pickupLocation: positiveId(search.get(PARAM.pickupLocation)),
    dropoffLocation: positiveId(search.get(PARAM.dropoffLocation)),
    pickupAt: instant(search.get(PARAM.pickupAt)),
    dropoffAt: instant(search.get(PARAM.dropoffAt)),
    over25: search.get(PARAM.over25) !== 'false',
    customer: search.get(PARAM.customer) === 'bedrift' ? 'bedrift' : 'privat',
    rentalOption: positiveId(search.get(PARAM.rentalOption)),
    insurance: insurance && /^[a-z0-9-]{1,100}$/.test(insurance) ? insurance : DEFAULT_INSURANCE,
    insuranceChosen: search.has(PARAM.insurance),
    accessories: parseAccessories(search.get(PARAM.accessories)),
    accessoriesChosen: search.has(PARAM.accessories),
    detailsValid: search.get(PARAM.detailsValid) === 'true',
  };
}

/** A change to the address: a string sets a parameter, null removes it. */
export type ParamPatch = Partial<Record<ParamKey, string | null>>;

/** The query string (with "?", or "") after applying `patch` to `search`. */
export function applyPatch(search: string | URLSearchParams, patch: ParamPatch = {}): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch) as [ParamKey, string | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The `rentalSearch` input of the chosen period and places, or null while something is missing. */
export function searchInput(p: WizardParams) {
  const pickupAt = p.pickupAt ? parseOslo(p.pickupAt) : null;
  const dropoffAt = p.dropoffAt ? parseOslo(p.dropoffAt) : null;
  if (p.pickupLocation === null || !pickupAt || !dropoffAt) return null;
  return {
    pickupLocationId: toGlobalId('Location', p.pickupLocation),
    dropoffLocationId: p.dropoffLocation === null ? null : toGlobalId('Location', p.dropoffLocation),
    pickupAt: pickupAt.toISOString(),
    dropoffAt: dropoffAt.toISOString(),
    above25: p.over25,
    customerType: p.customer === 'bedrift' ? ('business' as const) : ('private' as const),
  };
}

/** The `cart` input of the chosen rental product, insurance and accessories. */
export function cartInput(p: WizardParams) {
  return {
    rentalOptionId: p.rentalOption === null ? null : toGlobalId('RentalOption', p.rentalOption),
    // No `forsikring` chosen: the cart's default (domain/cart.ts chooseInsurance), never a slug that may be gone.
    insurance: p.insuranceChosen ? p.insurance : null,
    accessories: p.accessories.map((a) => ({ rentalOptionId: toGlobalId('RentalOption', a.id), amount: a.amount })),
  };
}

/**
 * Whether the chosen pick-up or return is a time the clocks skip that night (02:30 on the spring-forward night):
 * step 1 says so; a later step opened from such a link goes back to it rather than book another hour.
 */
export function periodSkipped(p: WizardParams): boolean {
  return [p.pickupAt, p.dropoffAt].some((t) => t !== null && skippedTimeError(t) !== null);
}

/** Whether the chosen pick-up or return lies in the past (then the wizard starts over). */
export function periodInPast(p: WizardParams, now = new Date()): boolean {
  const times = [p.pickupAt, p.dropoffAt].map((t) => (t ? parseOslo(t) : null));
  return times.some((t) => t !== null && t.getTime() < now.getTime());
}
