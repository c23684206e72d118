/** Rental-product fixtures for the admin write tests: the GraphQL documents, a valid input and counts to compare. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Db } from '../../server/db/client.ts';
import type { TestClient } from './server.ts';

export interface FieldError {
  field: string;
  message: string;
}
export interface RentalOptionOut {
  id: string;
  databaseId: number;
  title: string;
  slug: string;
  status: string;
  acriss: string | null;
  image: string | null;
  imageUpload: { databaseId: number } | null;
  maxAmount: number;
  vatFactor: string;
  isDigital: boolean;
  canBeRequestedFromOtherLocation: boolean;
  samePricePrivateBusiness: boolean;
  pricePrivateDay: string | null;
  priceBusinessDay: string | null;
  pricePrivateWeek: string | null;
  updatedAt: string;
  viewerMayChange: boolean;
  viewerMayDelete: boolean;
  category: { title: string };
  company: { name: string } | null;
  location: { name: string } | null;
  tags: { position: number; value: string; highlight: boolean; tag: { slug: string } }[];
  productCount: number | null;
  products: { product: { databaseId: number } }[] | null;
}
export type Result =
  | { __typename: 'CreateRentalOptionSuccess' | 'UpdateRentalOptionSuccess' | 'SetRentalOptionProductsSuccess'; rentalOption: RentalOptionOut; edge?: { cursor: string; node: { id: string } } }
  | { __typename: 'DeleteRentalOptionSuccess'; deletedId: string }
  | { __typename: 'ValidationError'; message: string; code: string; fields: FieldError[] }
  | { __typename: 'ConflictError'; message: string; code: string; currentUpdatedAt: string }
  | { __typename: 'InUseError'; message: string; code: string; bookings: number; bookingNumbers: string[] }
  | { __typename: 'ForbiddenError' | 'NotFoundError'; message: string; code: string };

export const RO_FIELDS = `id databaseId title slug status acriss image imageUpload { databaseId } maxAmount vatFactor isDigital canBeRequestedFromOtherLocation
  samePricePrivateBusiness pricePrivateDay priceBusinessDay pricePrivateWeek updatedAt viewerMayChange viewerMayDelete category { title } company { name } location { name }
  tags { position value highlight tag { slug } } productCount products { product { databaseId } }`;
const ERRORS = `... on Error { message code } ... on ValidationError { fields { field message } }
  ... on ConflictError { currentUpdatedAt } ... on InUseError { bookings bookingNumbers }`;

export const CREATE_RO = `mutation($input: CreateRentalOptionInput!) { createRentalOption(input: $input) { __typename
  ... on CreateRentalOptionSuccess { rentalOption { ${RO_FIELDS} } edge { cursor node { id } } } ${ERRORS} } }`;
export const UPDATE_RO = `mutation($input: UpdateRentalOptionInput!) { updateRentalOption(input: $input) { __typename
  ... on UpdateRentalOptionSuccess { rentalOption { ${RO_FIELDS} } } ${ERRORS} } }`;
export const DELETE_RO = `mutation($input: DeleteRentalOptionInput!) { deleteRentalOption(input: $input) { __typename
  ... on DeleteRentalOptionSuccess { deletedId } ${ERRORS} } }`;
export const SET_PRODUCTS = `mutation($input: SetRentalOptionProductsInput!) { setRentalOptionProducts(input: $input) { __typename
  ... on SetRentalOptionProductsSuccess { rentalOption { ${RO_FIELDS} } } ${ERRORS} } }`;

export async function createRo(c: TestClient, input: Record<string, unknown>, headers?: Record<string, string>): Promise<Result> {
  const r = await c.gql<{ createRentalOption: Result }>(CREATE_RO, { input }, headers);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createRentalOption;
}
export async function updateRo(c: TestClient, input: Record<string, unknown>, headers?: Record<string, string>): Promise<Result> {
  const r = await c.gql<{ updateRentalOption: Result }>(UPDATE_RO, { input }, headers);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.updateRentalOption;
}
export async function deleteRo(c: TestClient, id: string, headers?: Record<string, string>): Promise<Result> {
  const r = await c.gql<{ deleteRentalOption: Result }>(DELETE_RO, { input: { id } }, headers);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.deleteRentalOption;
}
export async function setProducts(c: TestClient, input: Record<string, unknown>, headers?: Record<string, string>): Promise<Result> {
  const r = await c.gql<{ setRentalOptionProducts: Result }>(SET_PRODUCTS, { input }, headers);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.setRentalOptionProducts;
}

/** The rental product of a success, or a failure naming what came back. */
export function ok(r: Result): RentalOptionOut {
  if (r.__typename !== 'CreateRentalOptionSuccess' && r.__typename !== 'UpdateRentalOptionSuccess' && r.__typename !== 'SetRentalOptionProductsSuccess') {
    throw new Error(`expected success, got ${JSON.stringify(r)}`);
  }
  return r.rentalOption;
}

/** Global ids of the demo's categories, companies, locations and tag types. */
export async function refs(db: Db) {
  const [categories, companies, locations, tags] = await Promise.all([
    db.productCategory.findMany(),
    db.company.findMany(),
    db.location.findMany(),
    db.productTag.findMany(),
  ]);
  const cat = (title: string) => encodeGlobalID('ProductCategory', categories.find((c) => c.title === title)!.id);
  return {
    car: cat('Personbil'),
    van: cat('Varebil'),
    trailer: cat('Tilhengar'),
    insurance: cat('Forsikring'),
    accessory: cat('Tilbehør'),
    bergen: encodeGlobalID('Company', companies.find((c) => c.slug === 'fjordbil-bergen')!.id),
    sunnmore: encodeGlobalID('Company', companies.find((c) => c.slug === 'fjordbil-sunnmore')!.id),
    sentrum: encodeGlobalID('Location', locations.find((l) => l.slug === 'bergen-sentrum')!.id),
    flesland: encodeGlobalID('Location', locations.find((l) => l.slug === 'bergen-lufthamn-flesland')!.id),
    alesund: encodeGlobalID('Location', locations.find((l) => l.slug === 'alesund')!.id),
    tag: (slug: string) => encodeGlobalID('ProductTag', tags.find((t) => t.slug === slug)!.id),
  };
}

let seq = 0;

/** Every required field of a car class at Bergen sentrum, valid; `title` names it. */
export function validCarClass(r: Awaited<ReturnType<typeof refs>>, title = `Testklasse ${++seq}`) {
  return {
    title,
    status: 'public',
    image: 'fa-car',
    acriss: 'EDMV',
    categoryId: r.car,
    companyId: r.bergen,
    locationId: r.sentrum,
    pricePrivateDay: '590',
    pricePrivateWeek: '3290,50',
    priceBusinessDay: '472.00',
    tags: [
      { tagId: r.tag('seats'), value: '5' },
      { tagId: r.tag('transmission'), value: 'manual', highlight: true },
    ],
  };
}

/** Every required field of an add-on (no transport), valid. */
export function validAccessory(r: Awaited<ReturnType<typeof refs>>, title = `Testtilbehør ${++seq}`) {
  return { title, image: 'fa-box', categoryId: r.accessory, pricePrivateDay: '50' };
}

/** Rows a refused write must leave alone. */
export async function counts(db: Db) {
  const [options, tags, members, history] = await Promise.all([db.rentalOption.count(), db.rentalOptionTag.count(), db.rentalOptionProduct.count(), db.historyEntry.count()]);
  return { options, tags, members, history };
}
