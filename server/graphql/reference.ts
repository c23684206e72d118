/** Country node and the searchable country list (customer forms, phone codes). */
import { countCountries, listAllCountries, listCountries } from '../services/reference.ts';
import { builder } from './builder.ts';
import { visibleBy } from './visibility.ts';

builder.prismaNode('Country', {
  authScopes: visibleBy('Country'),
  description: 'A country, for a customer\'s address and phone number (CreateBookingInput.countryCode takes its code). Public.',
  id: { field: 'id', description: 'The country\'s global id.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The country\'s numeric database id.' }),
    code: t.exposeString('code', { nullable: true, description: 'ISO 3166-1 alpha-3, e.g. NOR.' }),
    name: t.exposeString('name', { description: 'Norwegian name.' }),
    phoneCode: t.exposeString('phoneCode', { nullable: true, description: 'Calling code without +, e.g. 47.' }),
    currencyCode: t.exposeString('currencyCode', { nullable: true, description: 'The country\'s currency, ISO 4217 (e.g. NOK); null when not recorded.' }),
    flagCode: t.exposeString('flagCode', { nullable: true, description: 'ISO alpha-2 in lower case: the flag image name.' }),
  }),
});

builder.queryField('countries', (t) =>
  t.prismaConnection({
    type: 'Country',
    cursor: 'id',
    description: 'All countries by Norwegian name; search matches the name or code.',
    args: { search: t.arg.string({ description: 'Words of the Norwegian name (each anywhere in it), or a whole ISO alpha-3 code (NOR) or flag code (no); case is ignored.' }) },
    resolve: (query, _root, args, ctx) => listCountries(ctx, args.search ?? undefined, query),
    totalCount: (_root, args, ctx) => countCountries(ctx, args.search ?? undefined),
  }),
);

builder.queryField('allCountries', (t) =>
  t.prismaField({
    type: ['Country'],
    description: 'Every country in one list (about 250), in Norwegian alphabetical order (Æ, Ø, Å last), for searchable selects.',
    resolve: (query, _root, _args, ctx) => listAllCountries(ctx, query),
  }),
);
