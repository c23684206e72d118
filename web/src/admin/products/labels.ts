/** How the products screens write ids and dates (the labels of the values live in server/domain/product.ts). */

/** Product ids show padded to 4 digits (spec 3 section 9). */
export const padId = (id: number): string => String(id).padStart(4, '0');

const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant's Oslo date as "05.03.2027". */
export const dateOnly = (instant: string): string => day.format(new Date(instant));
