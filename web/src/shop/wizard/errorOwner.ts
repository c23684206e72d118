/** Which wizard step owns a field the booking API names in a ValidationError. */
import { CUSTOMER_FIELDS, type CustomerField } from './customerValidation.ts';

const STEP_ONE = new Set(['pickupLocationId', 'dropoffLocationId', 'pickupAt', 'dropoffAt', 'above25', 'customerType']);

/** The step (1–6) where the person can put the field right. */
export function stepOwning(field: string): number {
  if (STEP_ONE.has(field)) return 1;
  if (field === 'rentalOptionId') return 2;
  if (field === 'insurance') return 3;
  if (field === 'accessories' || field.startsWith('accessories.')) return 4;
  if (CUSTOMER_FIELDS.includes(field as CustomerField)) return 5;
  return 6;
}
