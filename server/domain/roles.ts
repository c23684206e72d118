/** The nine staff roles, their levels, Norwegian labels and what each may change (spec README, "Roles"). */

export const ROLES = [
  'network_admin',
  'site_admin',
  'site_moderator',
  'site_franchise_auditor',
  'site_support_agent',
  'company_manager',
  'company_employee',
  'location_manager',
  'location_employee',
] as const;
export type RoleName = (typeof ROLES)[number];

export type AccountKind = 'network' | 'site' | 'company' | 'location';

/** What a staff write touches. */
export type Resource = 'bookings' | 'customers' | 'locations' | 'products' | 'rentaloptions' | 'companies' | 'settings';
export const RESOURCES: readonly Resource[] = ['bookings', 'customers', 'locations', 'products', 'rentaloptions', 'companies', 'settings'];

export const ROLE_LABELS: Record<RoleName, string> = {
  network_admin: 'Systemansvarlig',
  site_admin: 'Nasjonal Administrator',
  site_moderator: 'Nasjonal Moderator',
  site_franchise_auditor: 'Franchiserevisor',
  site_support_agent: 'Kundeserviceagent',
  company_manager: 'Bedriftsadministrator',
  company_employee: 'Ansatt',
  location_manager: 'Lokasjonsansvarlig',
  location_employee: 'Lokasjonsmedarbeider',
};

/** The account level a role is held at. */
export function roleLevel(role: RoleName): AccountKind {
  if (role === 'network_admin') return 'network';
  if (role.startsWith('site_')) return 'site';
  if (role.startsWith('company_')) return 'company';
  return 'location';
}

const EVERYTHING = new Set<Resource>(RESOURCES);
const MAY_CHANGE: Record<RoleName, ReadonlySet<Resource>> = {
  network_admin: EVERYTHING,
  site_admin: EVERYTHING,
  site_moderator: new Set(['bookings', 'customers', 'locations', 'products', 'rentaloptions']),
  site_franchise_auditor: new Set(),
  site_support_agent: new Set(['bookings', 'customers']),
  company_manager: EVERYTHING,
  company_employee: new Set(['bookings', 'customers']),
  location_manager: new Set(['bookings', 'customers', 'products']),
  location_employee: new Set(['bookings']),
};

/** True when `role` may create, change or delete `resource` (inside its own scope). */
export function mayChange(role: RoleName, resource: Resource): boolean {
  return MAY_CHANGE[role].has(resource);
}

/** Numeric access level for clients that sort accounts: 1 network … 4 location. */
export const ACCESS_LEVEL: Record<AccountKind, number> = { network: 1, site: 2, company: 3, location: 4 };
