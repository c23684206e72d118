/**
 * Who may see a single object fetched by id (`node`, `nodes`) and the staff-only fields of objects the public also
 * sees. Published locations and rental products, and the reference lists, are public; everything else is visible
 * inside the viewer's account scope only (and a customer sees their own bookings and themselves).
 */
import type { RequestContext } from './context.ts';
import { isVisible, optionalScope, recordInScope, type ScopedRecords } from './scope.ts';

const PUBLIC_TYPES = new Set(['Country', 'ProductCategory', 'ProductTag', 'AcrissLetter', 'Site']);

/** True when the viewer may see the loaded node of GraphQL type `typename`. */
export async function nodeVisible(ctx: RequestContext, typename: string, record: Record<string, unknown>): Promise<boolean> {
  if (PUBLIC_TYPES.has(typename)) return true;
  if ((typename === 'Location' || typename === 'RentalOption') && record.status === 'public') return true;
  if (typename === 'User' && record.id === ctx.viewer?.id) return true;
  if (typename === 'Booking' && ctx.viewer && record.customerUserId === ctx.viewer.id) return true;
  const scope = await optionalScope(ctx);
  if (!scope) return false;
  switch (typename) {
    case 'Location':
      return recordInScope(scope, 'location', record as unknown as ScopedRecords['location']);
    case 'Company':
      return recordInScope(scope, 'company', record as unknown as ScopedRecords['company']);
    case 'Booking':
      return recordInScope(scope, 'booking', record as unknown as ScopedRecords['booking']);
    case 'Product':
      return recordInScope(scope, 'product', record as unknown as ScopedRecords['product']);
    case 'RentalOption':
      return recordInScope(scope, 'rentalOption', record as unknown as ScopedRecords['rentalOption']);
    case 'User':
      return isVisible(ctx.db, scope, 'user', record.id as number);
    default:
      return false;
  }
}

/** True when the viewer is staff whose scope holds the record: gate for internal fields of public objects. */
export async function staffSees<E extends keyof ScopedRecords>(ctx: RequestContext, entity: E, record: ScopedRecords[E]): Promise<boolean> {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(scope, entity, record);
}
