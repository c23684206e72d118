/** How the products screens write ids and dates (the labels of the values live in server/domain/product.ts). */

/** Product ids show padded to 4 digits (spec 3 section 9): the one rule in server/domain/lists.ts. */
export { paddedId as padId } from '@domain/lists.ts';

const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant's Oslo date as "05.03.2027". */
export const dateOnly = (instant: string): string => day.format(new Date(instant));
