/** Company and Site nodes; the staff's company list and the public site settings (footer, e-mails). */
import { countCompanies, getPublicSite, listCompanies } from '../services/company.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { visibleBy } from './visibility.ts';
import { COMPANY_SORT_FIELDS } from '../domain/lists.ts';
import { SortDirectionEnum } from './enums.ts';
import { filterFrom } from './ids.ts';

const CompanySortEnum = builder.enumType('CompanySort', { values: COMPANY_SORT_FIELDS });

builder.prismaNode('Company', {
  authScopes: visibleBy('Company'),
  id: { field: 'id', description: 'The company\'s global id.' },
  description:
    'A rental company of the site, the owner of places and vehicle classes (and, marked as partner, a partner\'s own company). ' +
    'Anyone reads one with a published place; others only staff in whose scope it is, and a customer whose own booking names it.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The company\'s numeric database id.' }),
    name: t.exposeString('name', { description: 'The company\'s name.' }),
    slug: t.exposeString('slug', { description: 'A unique short name of the company (its admin address).' }),
    orgnr: t.exposeString('orgnr', { nullable: true, description: 'Its Norwegian organisation number (9 digits); null when not registered.' }),
    site: t.relation('site', { description: 'The site (brand) the company belongs to.' }),
  }),
});

builder.prismaNode('Site', {
  authScopes: visibleBy('Site'),
  id: { field: 'id', description: 'The site\'s global id.' },
  description: 'A rental brand and its public settings.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The site\'s numeric database id.' }),
    name: t.exposeString('name', { description: 'The brand\'s name.' }),
    slug: t.exposeString('slug', { description: 'A unique short name of the site.' }),
    email: t.exposeString('email', { description: 'Support e-mail ({email} in the texts).' }),
    phone: t.exposeString('phone', { description: 'The customer service phone number, as the shop\'s footer shows it.' }),
    phone2: t.exposeString('phone2', { nullable: true, description: 'A second phone number; null when none.' }),
    address1: t.exposeString('address1', { description: 'Street address.' }),
    address2: t.exposeString('address2', { nullable: true, description: 'Second address line; null when none.' }),
    zip: t.exposeString('zip', { description: 'Postcode.' }),
    city: t.exposeString('city', { description: 'Postal town.' }),
    orgnr: t.exposeString('orgnr', { description: 'The organisation number of the business behind the brand.' }),
    translatedSiteUrl: t.string({
      nullable: true,
      description: 'Link to the translated site; only in production (spec 1, section 1).',
      resolve: (site, _args, ctx) => (ctx.config.isProduction ? site.translatedSiteUrl : null),
    }),
  }),
});

builder.objectField(AccountRef, 'companies', (t) =>
  t.prismaConnection({
    type: 'Company',
    cursor: 'id',
    description: 'Companies in this account\'s scope, by name; search matches the name or organisation number.',
    args: {
      search: t.arg.string({ description: 'Words of the name or organisation number (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: CompanySortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx) => listCompanies(ctx, await scopeOf(ctx, account), query, filterFrom(args)),
    totalCount: async (account, args, ctx) => countCompanies(ctx, await scopeOf(ctx, account), filterFrom(args)),
  }),
);

builder.queryField('site', (t) =>
  t.prismaField({
    type: 'Site',
    nullable: true,
    description: 'The site whose settings the public pages show.',
    resolve: (query, _root, _args, ctx) => getPublicSite(ctx, query),
  }),
);
