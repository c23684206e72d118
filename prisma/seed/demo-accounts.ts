/** The demo account tree (network, site, companies), the demo log-ins and the business customer. */
import type { Role } from '../../server/generated/prisma/enums.ts';
import { daysFrom, type Tx } from './demo-util.ts';

export interface DemoUser {
  email: string;
  password: string;
  /** The membership role, or null for the customer (not an employee). */
  role: Role | null;
  /** The role's Norwegian label from the roles table, or "Kunde". */
  label: string;
  description: string;
}

/** The demo log-ins, one per level of the account tree plus a customer. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@fjordbil.no', password: 'demo1234', role: 'network_admin', label: 'Systemansvarlig',
    description: 'Systemeier: ser og endrar alt, også utviklarfunksjonane.',
  },
  {
    email: 'nasjonal@fjordbil.no', password: 'demo1234', role: 'site_admin', label: 'Nasjonal Administrator',
    description: 'Fjordbil: ser og endrar alt i nettstaden, begge selskapa.',
  },
  {
    email: 'bergen@fjordbil.no', password: 'demo1234', role: 'company_manager', label: 'Bedriftsadministrator',
    description: 'Fjordbil Bergen AS: lokasjonar, bilar, leigeprodukt og bookingar i Bergen og Førde.',
  },
  {
    email: 'flesland@fjordbil.no', password: 'demo1234', role: 'location_employee', label: 'Lokasjonsmedarbeider',
    description: 'Bergen lufthamn Flesland: handsamar bookingar på flyplassen.',
  },
  {
    email: 'kunde@example.no', password: 'demo1234', role: null, label: 'Kunde',
    description: 'Privatkunde med tidlegare og komande bookingar; kjem til Min side.',
  },
];

const PEOPLE: Record<string, { firstname: string; lastname: string; phone: string }> = {
  'admin@fjordbil.no': { firstname: 'Ingrid', lastname: 'Haugland', phone: '91522300' },
  'nasjonal@fjordbil.no': { firstname: 'Lars', lastname: 'Nesheim', phone: '91522303' },
  'bergen@fjordbil.no': { firstname: 'Kari', lastname: 'Bergstrøm', phone: '91522301' },
  'flesland@fjordbil.no': { firstname: 'Ola', lastname: 'Flatøy', phone: '91522302' },
  'kunde@example.no': { firstname: 'Marte', lastname: 'Solheim', phone: '48123456' },
};

export interface SeededAccounts {
  networkId: number;
  siteId: number;
  companies: Record<'bergen' | 'sunnmore', number>;
  users: { admin: number; nasjonal: number; bergen: number; flesland: number; kunde: number };
  customerCompanyId: number;
}

/** Creates network, site, companies, users and the business customer. Memberships come after the locations. */
export async function seedAccounts(tx: Tx, now: Date, passwordHashes: readonly string[]): Promise<SeededAccounts> {
  const longAgo = daysFrom(now, -450);
  const network = await tx.network.create({ data: { name: 'Systemeier', slug: 'systemeier', createdAt: longAgo } });
  const site = await tx.site.create({
    data: {
      networkId: network.id, name: 'Fjordbil', slug: 'fjordbil', email: 'support@fjordbil.no',
      phone: '+47 55 20 30 40', phone2: '+47 70 10 20 30', address1: 'Strandkaien 12', zip: '5013', city: 'Bergen',
      orgnr: '923 456 789', translatedSiteUrl: 'https://en.fjordbil.no', createdAt: longAgo,
    },
  });
  const bergen = await tx.company.create({
    data: { siteId: site.id, name: 'Fjordbil Bergen AS', slug: 'fjordbil-bergen', orgnr: '923 456 797', createdAt: longAgo },
  });
  const sunnmore = await tx.company.create({
    data: {
      siteId: site.id, name: 'Fjordbil Sunnmøre AS', slug: 'fjordbil-sunnmore', orgnr: '924 567 802',
      createdAt: daysFrom(now, -360),
    },
  });

  const customerCompany = await tx.customerCompany.create({
    data: {
      name: 'Vestland Bygg AS', orgnr: '918273645', email: 'innkjop@vestlandbygg.example.no', phone: '+47 55 99 88 77',
      createdAt: daysFrom(now, -120),
    },
  });

  const userIds: number[] = [];
  for (const [i, u] of DEMO_USERS.entries()) {
    const person = PEOPLE[u.email]!;
    const created = await tx.user.create({
      data: {
        isEmployee: u.role !== null, firstname: person.firstname, lastname: person.lastname, email: u.email,
        phoneCountryCode: '47', phone: person.phone, passwordHash: passwordHashes[i]!,
        createdAt: daysFrom(now, u.role ? -440 + i * 30 : -95),
      },
      select: { id: true },
    });
    userIds.push(created.id);
  }
  const [admin, nasjonal, bergenUser, flesland, kunde] = userIds as [number, number, number, number, number];
  return {
    networkId: network.id,
    siteId: site.id,
    companies: { bergen: bergen.id, sunnmore: sunnmore.id },
    users: { admin, nasjonal, bergen: bergenUser, flesland, kunde },
    customerCompanyId: customerCompany.id,
  };
}

/** Gives each employee exactly the account its role's level calls for (the database checks the shape). */
export async function seedMemberships(tx: Tx, a: SeededAccounts, fleslandLocationId: number): Promise<void> {
  await tx.membership.createMany({
    data: [
      { userId: a.users.admin, role: 'network_admin', networkId: a.networkId },
      { userId: a.users.nasjonal, role: 'site_admin', siteId: a.siteId },
      { userId: a.users.bergen, role: 'company_manager', companyId: a.companies.bergen },
      { userId: a.users.flesland, role: 'location_employee', locationId: fleslandLocationId },
    ],
  });
}
