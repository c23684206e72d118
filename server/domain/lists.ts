/**
 * The staff lists' sort fields and directions: one constant per list. The GraphQL sort enums, the REST `sort`
 * parameter and the admin client's URL (`sorter`, `retning` = stigende/synkende) all read these, so a sort name is
 * written once.
 */
/** What an account's slug may be (the account in `/admin/{slug}`, an Account global id, the `x-account` header). */
export const ACCOUNT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The largest id PostgreSQL's integer columns hold: a bigger one fails a query instead of finding nothing. */
export const MAX_DB_ID = 2_147_483_647;

/** Whether `n` can be a row id: a positive integer PostgreSQL's integer columns hold. */
export const isDbId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_ID;

/** How staff lists and forms show an id: padded to 4 digits (bookings, products, rental products; spec 3 section 9). */
export const paddedId = (id: number): string => String(id).padStart(4, '0');

const NORWEGIAN = new Intl.Collator('nb');

/**
 * The longest values a staff list takes in its address: a search, and a free-text filter (a make, a region). The server
 * refuses a longer one with these messages; the admin's inputs stop at them, and a list names a refused value.
 */
export const LIST_SEARCH_MAX_LENGTH = 200;
export const LIST_FILTER_TEXT_MAX_LENGTH = 100;
/** A search's words are each looked for; at most this many (a longer search is refused, not cut). */
export const MAX_SEARCH_WORDS = 8;

/** The distinct words of a search (split on white space): each is looked for in the row (services/listQuery.ts). */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean))];
}
export const LIST_VALUE_MESSAGES = {
  searchTooLong: 'Søket er for langt.',
  searchTooManyWords: `Søket kan ha høgst ${MAX_SEARCH_WORDS} ord.`,
  filterTooLong: 'Verdien er for lang.',
} as const;

/**
 * Norwegian alphabetical order (Æ, Ø, Å last; "Elbil kompakt" before "Elbil SUV"), for lists sorted in code rather
 * than by the database (choice lists, the planner's classes), then by id so equal names keep one order.
 */
export const byNorwegianName =
  <T,>(name: (t: T) => string, id: (t: T) => number = (t) => (t as { id: number }).id) =>
  (a: T, b: T): number =>
    NORWEGIAN.compare(name(a), name(b)) || id(a) - id(b);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The admin URL's words for the directions (spec 2: `retning` = stigende or synkende). */
export const SORT_DIRECTION_WORDS = { stigende: 'asc', synkende: 'desc' } as const satisfies Record<string, SortDirection>;

export const LOCATION_SORT_FIELDS = ['id', 'status', 'name', 'region', 'city', 'cost', 'distanceFromCompanyKm', 'distanceFromCompanyMin', 'updatedAt', 'order'] as const;
export const BOOKING_SORT_FIELDS = ['id', 'status', 'pickupAt', 'dropoffAt', 'totalPrice', 'createdAt', 'updatedAt'] as const;
export const PRODUCT_SORT_FIELDS = ['id', 'status', 'name', 'make', 'acriss', 'licensePlate', 'updatedAt', 'accountingProductNumber'] as const;
export const RENTAL_OPTION_SORT_FIELDS = ['id', 'status', 'title', 'acriss', 'pricePrivateDay', 'updatedAt'] as const;
export const USER_SORT_FIELDS = ['id', 'firstname', 'lastname', 'email', 'createdAt'] as const;
/** Partner API keys (`/admin/{slug}/partnere`); the default is newest first. */
export const API_KEY_SORT_FIELDS = ['createdAt', 'name', 'lastUsedAt', 'id'] as const;
export const COMPANY_SORT_FIELDS = ['name', 'id'] as const;
/** Business customers (`/admin/{slug}/kunder?kundetype=business`); by name unless told otherwise. */
export const CUSTOMER_COMPANY_SORT_FIELDS = ['name', 'orgnr', 'createdAt', 'id'] as const;
export const COUNTRY_SORT_FIELDS = ['name', 'id'] as const;

/**
 * A list's own order, used while the caller names no sort: the field and its direction. The services' list
 * definitions (server/services/listQuery.ts) spread these, and the admin's phone sort control shows the direction
 * from the same constant, so "Standard" never claims another direction than the list runs.
 */
export interface DefaultOrder<F extends string = string> {
  readonly defaultSort: F;
  readonly defaultDirection: SortDirection;
}

/** The staff's own order, first first (as the booking wizard lists them). */
export const LOCATION_DEFAULT_ORDER = { defaultSort: 'order', defaultDirection: 'asc' } as const satisfies DefaultOrder<(typeof LOCATION_SORT_FIELDS)[number]>;
/** Newest booking first (spec 2: "sorted by booking id descending"). */
export const BOOKING_DEFAULT_ORDER = { defaultSort: 'id', defaultDirection: 'desc' } as const satisfies DefaultOrder<(typeof BOOKING_SORT_FIELDS)[number]>;
/** Most recently updated first (spec 3: "the default order is newest first"). */
export const PRODUCT_DEFAULT_ORDER = { defaultSort: 'updatedAt', defaultDirection: 'desc' } as const satisfies DefaultOrder<(typeof PRODUCT_SORT_FIELDS)[number]>;
/** Most recently updated first, as the products. */
export const RENTAL_OPTION_DEFAULT_ORDER = { defaultSort: 'updatedAt', defaultDirection: 'desc' } as const satisfies DefaultOrder<(typeof RENTAL_OPTION_SORT_FIELDS)[number]>;
/** Newest key first. */
export const API_KEY_DEFAULT_ORDER = { defaultSort: 'createdAt', defaultDirection: 'desc' } as const satisfies DefaultOrder<(typeof API_KEY_SORT_FIELDS)[number]>;
/** Registered customers and staff: newest first. */
export const USER_DEFAULT_ORDER = { defaultSort: 'createdAt', defaultDirection: 'desc' } as const satisfies DefaultOrder<(typeof USER_SORT_FIELDS)[number]>;
/** Guests (their bookings): newest booking first, as the booking list. */
export const GUEST_DEFAULT_ORDER = BOOKING_DEFAULT_ORDER;
/** Business customers, companies and countries: by name, A to Z. */
export const CUSTOMER_COMPANY_DEFAULT_ORDER = { defaultSort: 'name', defaultDirection: 'asc' } as const satisfies DefaultOrder<(typeof CUSTOMER_COMPANY_SORT_FIELDS)[number]>;
export const COMPANY_DEFAULT_ORDER = { defaultSort: 'name', defaultDirection: 'asc' } as const satisfies DefaultOrder<(typeof COMPANY_SORT_FIELDS)[number]>;
export const COUNTRY_DEFAULT_ORDER = { defaultSort: 'name', defaultDirection: 'asc' } as const satisfies DefaultOrder<(typeof COUNTRY_SORT_FIELDS)[number]>;

/** A field name as the legacy REST API writes it (`distanceFromCompanyKm` → `distance_from_company_km`). */
export const restSortName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
