/** Norwegian names of the products screens' values (the admin is Norwegian-only). */

export const OWNERSHIP_LABELS: Record<string, string> = {
  owned: 'Eigd',
  lease: 'Leasa',
  loan: 'Lånefinansiert',
  borrow: 'Lånt',
};

export const FUEL_LABELS: Record<string, string> = {
  petrol: 'Bensin',
  diesel: 'Diesel',
  electric: 'Elektrisk',
  petrol_electric: 'Bensin + elektrisk',
  diesel_electric: 'Diesel + elektrisk',
};

export const DRIVE_LABELS: Record<string, string> = { front: 'Framhjulsdrift', rear: 'Bakhjulsdrift', awd: 'Firehjulsdrift' };

export const TRANSMISSION_LABELS: Record<string, string> = { auto: 'Automat', manual: 'Manuell' };

/** Product ids show padded to 4 digits (spec 3 section 9). */
export const padId = (id: number): string => String(id).padStart(4, '0');

const day = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant's Oslo date as "05.03.2027". */
export const dateOnly = (instant: string): string => day.format(new Date(instant));
