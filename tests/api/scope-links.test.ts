/**
 * From the attacker's side: a staff member must not widen their own scope by writing a link. Linking a person to a
 * booking makes them "a customer of this account" (readable, exportable, changeable there), so only a person the
 * staff member already sees may be linked; a login e-mail is changed only from the national or network account; a
 * vehicle put on a booking must be one the staff member sees; and a customer typing another business's (public)
 * organisation number is not filed under that business. Found by walking the API as each role.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../server/domain/bookingEdit.ts';
import { CUSTOMER_MESSAGES } from '../../server/domain/customer.ts';
import { PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { linesInput, shopBooking, STAFF_BOOKING, stamp, update } from '../support/bookings.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let bergen: TestClient;
const USER_NODE = `query($id: ID!) { node(id: $id) { ... on User { email } } }`;
const UPDATE_CUSTOMER = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on ValidationError { fields { field message } } ... on UpdateCustomerSuccess { user { email phone } } } }`;

beforeAll(async () => {
  server = await createTestServer();
  bergen = server.client();
  await bergen.login('bergen@fjordbil.no', 'demo1234');
});

/** A registered customer who has never booked with anyone. */
const stranger = (email: string) => createUser(server.db, email, { employee: false });

describe('linking a person to a booking', () => {
  it('refuses a person outside the scope (a stranger, another account\'s administrator) on every door, and writes nothing', async () => {
    const booking = await shopBooking(server);
    const outsider = await stranger('framand.kunde@example.no');
    const networkAdmin = await server.db.user.findFirstOrThrow({ where: { email: 'admin@fjordbil.no' } });
    for (const person of [outsider, networkAdmin]) {
      const id = encodeGlobalID('User', person.id);
      expect((await bergen.gql(USER_NODE, { id })).data.node, 'not visible before').toBeNull();
      const r = await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), customerUserId: id });
      expect(r).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound }] });
      const rest = await bergen.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), customer_user_id: person.id });
      expect(rest.status, JSON.stringify(rest.body)).toBe(422);
      const phone = (await bergen.gql(STAFF_BOOKING, {
        input: { accountId: encodeGlobalID('Account', 'fjordbil-bergen'), customerUserId: id, pickupLocationId: booking.klass.locationGid, rentalOptionId: booking.klass.optionGid, ...futureWeek(3), driversLicence: 'bring_on_pickup', termsAccepted: true },
      })).data.createStaffBooking;
      expect(phone).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound }] });
      expect((await bergen.gql(USER_NODE, { id })).data.node, 'still not visible after').toBeNull();
    }
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).customerUserId).toBeNull();
    expect(await server.db.booking.count({ where: { customerUserId: { in: [outsider.id, networkAdmin.id] } } })).toBe(0);
  });

  it('links a person who booked with the account', async () => {
    const klass = await carClass(server.db, 3);
    const known = await stranger('kjend.kunde@example.no');
    const customer = server.client();
    await customer.login('kjend.kunde@example.no', PASSWORD);
    const own = await customer.gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(5)) });
    expect(own.data.createBooking.__typename).toBe('CreateBookingPayload');
    const booking = await shopBooking(server, { klass, period: futureWeek(6) });
    const linked = await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), customerUserId: encodeGlobalID('User', known.id) });
    expect(linked.__typename, JSON.stringify(linked)).toBe('UpdateBookingSuccess');
    expect(linked.booking.customerUser.id).toBe(encodeGlobalID('User', known.id));
  });
});

describe('a customer\'s log-in e-mail', () => {
  it('is changed only from the national or network account; a company manager may change the phone', async () => {
    const klass = await carClass(server.db, 2);
    const person = await stranger('eigar.av.kontoen@example.no');
    const customer = server.client();
    await customer.login('eigar.av.kontoen@example.no', PASSWORD);
    expect((await customer.gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(7)) })).data.createBooking.__typename).toBe('CreateBookingPayload');
    const id = encodeGlobalID('User', person.id);
    const updatedAt = async () => (await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).updatedAt.toISOString();

    const takeover = await bergen.gql(UPDATE_CUSTOMER, { input: { id, updatedAt: await updatedAt(), email: 'angripar@example.com' } });
    expect(takeover.data.updateCustomer).toEqual({ __typename: 'ValidationError', fields: [{ field: 'email', message: CUSTOMER_MESSAGES.emailSiteOnly }] });
    expect((await server.db.user.findUniqueOrThrow({ where: { id: person.id } })).email).toBe('eigar.av.kontoen@example.no');
    const phone = await bergen.gql(UPDATE_CUSTOMER, { input: { id, updatedAt: await updatedAt(), phone: '+4790011122' } });
    expect(phone.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');

    const national = server.client();
    await national.login('nasjonal@fjordbil.no', 'demo1234');
    const moved = await national.gql(UPDATE_CUSTOMER, { input: { id, updatedAt: await updatedAt(), email: 'ny.adresse@example.no' } });
    expect(moved.data.updateCustomer).toMatchObject({ __typename: 'UpdateCustomerSuccess', user: { email: 'ny.adresse@example.no' } });
  });
});

describe('a vehicle on a booking line', () => {
  it('must be one the staff member sees: another company\'s car is refused on the line and not stored', async () => {
    const booking = await shopBooking(server, { period: futureWeek(8) });
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const foreign = await server.db.product.findFirstOrThrow({ where: { companyId: sunnmore.id, category: { isCar: true } } });
    const lines = linesInput(booking.row.lines);
    lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', foreign.id) };
    const r = await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toContainEqual({ field: 'lines.0.productId', message: PLANNING_MESSAGES.vehicleOutsideScope });
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId).toBeNull();
    // One of Bergen's own is fine.
    lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', booking.klass.products[0]!.id) };
    expect((await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines })).__typename).toBe('UpdateBookingSuccess');
  });
});

describe('a vehicle on a booking line, as an upgrade', () => {
  it('follows the planner\'s rules: a trailer for a car, another company\'s class and a thing without a vehicle class are refused, nothing stored; a car of another class of the company is kept', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const booking = await shopBooking(server, { period: futureWeek(12) });
    const site = booking.klass.location.siteId;
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const trailer = await server.db.product.findFirstOrThrow({ where: { siteId: site, category: { title: 'Tilhengar' }, rentalOptions: { some: { vehicleClass: true } } } });
    const foreign = await carClass(server.db, 1, { title: 'Sunnmøre-klasse for handlekorg' });
    await server.db.rentalOption.update({ where: { id: foreign.option.id }, data: { companyId: sunnmore.id } });
    const loose = await server.db.product.create({ data: { name: 'Utan klasse', categoryId: booking.klass.option.categoryId, siteId: site, companyId: booking.klass.location.companyId, locationId: booking.klass.location.id } });
    const history = await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: booking.id } });
    for (const [vehicle, message] of [
      [trailer.id, PLANNING_MESSAGES.otherKind],
      [foreign.products[0]!.id, PLANNING_MESSAGES.otherCompany],
      [loose.id, PLANNING_MESSAGES.notVehicle],
    ] as const) {
      const lines = linesInput(booking.row.lines);
      lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', vehicle) };
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
      expect(r.__typename, message).toBe('ValidationError');
      expect(r.fields, message).toContainEqual({ field: 'lines.0.productId', message });
    }
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId).toBeNull();
    expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: booking.id } })).toBe(history);
    // The same company's car of another class is an upgrade, as the planner allows.
    const bigger = await carClass(server.db, 1, { title: 'Større bil for handlekorg' });
    const lines = linesInput(booking.row.lines);
    lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', bigger.products[0]!.id) };
    const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId).toBe(bigger.products[0]!.id);
  });
});

describe('a vehicle on a cancelled or finished booking', () => {
  it('is not given through the cart, as the planner refuses it; taking one off is allowed', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const booking = await shopBooking(server, { period: futureWeek(13) });
    const car = encodeGlobalID('Product', booking.klass.products[0]!.id);
    for (const status of ['cancelled', 'returned'] as const) {
      await server.db.booking.update({ where: { id: booking.id }, data: { status } });
      const lines = linesInput(booking.row.lines);
      lines[0] = { ...lines[0]!, productId: car };
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
      expect(r.__typename, status).toBe('ValidationError');
      expect(r.fields, status).toContainEqual({ field: 'lines.0.productId', message: PLANNING_MESSAGES.notActive });
      expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId, status).toBeNull();
      // The planner says the same.
      const assigned = await admin.gql(`mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`, { input: { bookingId: booking.gid, productId: car } });
      expect(assigned.data.assignVehicle, status).toEqual({ __typename: 'ValidationError', message: PLANNING_MESSAGES.notActive });
    }
    // A car given while active stays when the booking is returned, and may be taken off.
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'confirmed' } });
    const lines = linesInput(booking.row.lines);
    lines[0] = { ...lines[0]!, productId: car };
    expect((await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines })).__typename).toBe('UpdateBookingSuccess');
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'returned' } });
    const kept = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines, comment: 'Merknad etter retur' });
    expect(kept.__typename, JSON.stringify(kept)).toBe('UpdateBookingSuccess');
    const off = linesInput(booking.row.lines);
    expect((await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines: off })).__typename).toBe('UpdateBookingSuccess');
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId).toBeNull();
  });
});

describe('a vehicle seen only through a read-only role', () => {
  const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`;

  /**
   * A location employee in Bergen sentrum who also audits the whole site, logged in, with a class of `vehicles` cars
   * at their location, and another company's location of the same site. Without an x-account header their scope is
   * both accounts together: the audit's reach must not lend the booking role its vehicles or its customers.
   */
  async function auditingEmployee(vehicles: number) {
    const user = await createUser(server.db, `tilsett-og-revisor-${Math.random().toString(36).slice(2)}@fjordbil.no`, { employee: true });
    const klass = await carClass(server.db, vehicles);
    await grant(server.db, user.id, 'location_employee', { locationId: klass.location.id });
    await grant(server.db, user.id, 'site_franchise_auditor', { siteId: klass.location.siteId });
    const staff = server.client();
    await staff.login(user.email, PASSWORD);
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const there = await server.db.location.findFirstOrThrow({ where: { companyId: sunnmore.id } });
    return { klass, staff, sunnmore, there };
  }

  it('is not theirs to put on a booking: refused by assignVehicle and on a booking line, nothing stored; their own location\'s is placed', async () => {
    const { klass, staff, sunnmore, there } = await auditingEmployee(2);
    // The class's second car stands at another company's location of the same site.
    const [own, foreign] = klass.products;
    await server.db.product.update({ where: { id: foreign!.id }, data: { companyId: sunnmore.id, locationId: there.id } });
    const booking = await shopBooking(server, { klass, period: futureWeek(9) });
    const vehicle = async () => (await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, position: 0 } })).productId;

    expect((await staff.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: encodeGlobalID('Product', foreign!.id) })).data.node, 'readable').not.toBeNull();
    const assigned = (await staff.gql(ASSIGN, { input: { bookingId: booking.gid, productId: encodeGlobalID('Product', foreign!.id) } })).data.assignVehicle;
    expect(assigned).toEqual({ __typename: 'ForbiddenError', message: PLANNING_MESSAGES.mayNotPlaceVehicle });
    const lines = linesInput(booking.row.lines);
    lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', foreign!.id) };
    const updated = await update(staff, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
    expect(updated.__typename).toBe('ValidationError');
    expect(updated.fields).toContainEqual({ field: 'lines.0.productId', message: PLANNING_MESSAGES.vehicleOutsideScope });
    expect(await vehicle()).toBeNull();
    // The booking form's vehicle choices for the line offer only the one theirs to give out.
    const choices = await staff.gql(`query($id: ID!) { node(id: $id) { ... on Booking { lines { vehicleChoices { id } } cartOptionChoices { rentalOptionId vehicles { productId } } } } }`, { id: booking.gid });
    expect(choices.errors).toBeUndefined();
    expect(choices.data.node.lines[0].vehicleChoices).toEqual([{ id: encodeGlobalID('Product', own!.id) }]);
    const cartClass = choices.data.node.cartOptionChoices.find((o: { rentalOptionId: string }) => o.rentalOptionId === encodeGlobalID('RentalOption', klass.option.id));
    expect(cartClass.vehicles).toEqual([{ productId: encodeGlobalID('Product', own!.id) }]);

    expect((await staff.gql(ASSIGN, { input: { bookingId: booking.gid, productId: encodeGlobalID('Product', own!.id) } })).data.assignVehicle.__typename).toBe('AssignVehicleSuccess');
    expect(await vehicle()).toBe(own!.id);
  });

  it('nor is a person seen only through it: linking them to a booking is "not found", and nothing is stored', async () => {
    const { klass, staff, sunnmore, there } = await auditingEmployee(1);
    // A customer of another company's location of the same site: the audit shows them, the location does not.
    const person = await stranger(`sunnmoring-${Math.random().toString(36).slice(2)}@example.no`);
    const theirs = await shopBooking(server, { klass, period: futureWeek(10) });
    await server.db.booking.update({ where: { id: theirs.id }, data: { companyId: sunnmore.id, pickupLocationId: there.id, dropoffLocationId: there.id, customerUserId: person.id } });
    const id = encodeGlobalID('User', person.id);
    expect((await staff.gql(USER_NODE, { id })).data.node, 'readable').not.toBeNull();

    const booking = await shopBooking(server, { klass, period: futureWeek(11) });
    const r = await update(staff, { id: booking.gid, updatedAt: await stamp(server, booking.id), customerUserId: id });
    expect(r).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound }] });
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).customerUserId).toBeNull();
  });
});

describe('a booking\'s pick-up place', () => {
  it('moves only to one of the staff member\'s own places (GraphQL and REST); the return may be any place of the site', async () => {
    // A class that may be fetched to another branch, so the move is about the place, not availability.
    const booking = await shopBooking(server, { period: futureWeek(9), klass: await carClass(server.db, 1, { fromOtherLocation: true }) });
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const alesund = await server.db.location.findFirstOrThrow({ where: { companyId: sunnmore.id, status: 'public' } });
    const asane = await server.db.location.findFirstOrThrow({ where: { slug: { not: 'bergen-sentrum' }, company: { slug: 'fjordbil-bergen' }, status: 'public', NOT: { city: { contains: 'Annet' } } } });
    const before = await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const moved = await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), pickupLocationId: encodeGlobalID('Location', alesund.id), dropoffLocationId: encodeGlobalID('Location', alesund.id) });
    expect(moved).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'pickupLocationId', message: BOOKING_MESSAGES.pickupOutsideScope }] });
    const rest = await bergen.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_pickup_location_id: alesund.id });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    const after = await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([after.pickupLocationId, after.dropoffLocationId, after.updatedAt]).toEqual([before.pickupLocationId, before.dropoffLocationId, before.updatedAt]);
    // Another of Bergen's own branches for the pick-up, Ålesund (another company) for the return: a one-way rental.
    const ok = await update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), pickupLocationId: encodeGlobalID('Location', asane.id), dropoffLocationId: encodeGlobalID('Location', alesund.id) });
    expect(ok.__typename, JSON.stringify(ok)).toBe('UpdateBookingSuccess');
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ pickupLocationId: asane.id, dropoffLocationId: alesund.id });
  });
});

describe('a business order by a logged-in customer', () => {
  it('is not filed under a business the customer does not belong to, and shows nothing of it', async () => {
    const klass = await carClass(server.db, 2);
    // The demo's Vestland Bygg AS: its organisation number is public (Brønnøysund), its contact details are not.
    const firm = await server.db.customerCompany.findUniqueOrThrow({ where: { orgnr: '918273645' } });
    const before = await server.db.booking.count({ where: { customerCompanyId: firm.id } });
    await stranger('nysgjerrig.kjopar@example.no');
    const customer = server.client();
    await customer.login('nysgjerrig.kjopar@example.no', PASSWORD);
    const r = await customer.gql(
      `mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on CreateBookingPayload { booking { databaseId customerCompany { name email phone } } } } }`,
      { input: order(klass.locationGid, klass.optionGid, futureWeek(9), { customerType: 'business', businessName: 'Løyndom AS', businessNumber: '918 273 645' }) },
    );
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    expect(r.data.createBooking.booking.customerCompany).toBeNull();
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } });
    expect(stored).toMatchObject({ customerCompanyId: null, guestBusinessName: 'Løyndom AS', guestBusinessOrgnr: '918273645', orderType: 'business' });
    expect(await server.db.booking.count({ where: { customerCompanyId: firm.id } })).toBe(before);
  });
});

describe('a customer\'s own booking', () => {
  it('shows the customer their booking without the fleet\'s internals, which staff of the account read', async () => {
    const klass = await carClass(server.db, 1);
    await stranger('innsyn.kunde@example.no');
    const customer = server.client();
    await customer.login('innsyn.kunde@example.no', PASSWORD);
    const made = await customer.gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on CreateBookingPayload { booking { id databaseId } } } }`, {
      input: order(klass.locationGid, klass.optionGid, futureWeek(27)),
    });
    const { id, databaseId } = made.data.createBooking.booking;
    const partner = await server.db.company.create({ data: { name: 'Innsyn Reiser', slug: `innsyn-reiser-${Date.now()}`, siteId: klass.location.siteId, partner: true } });
    await server.db.booking.update({
      where: { id: databaseId },
      data: { accountingInvoiceNumber: 'F-1001', accountingOrderNumber: 'O-1001', accountingOfferNumber: 'T-1001', externalCharges: '250', externalChargesFetchedAt: new Date(), sponsorType: 'kommune', sponsorAgreementId: 7, sponsorInvoiceAmount: '900', referralCompanyId: partner.id },
    });
    const INTERNALS = ['accountingInvoiceNumber', 'accountingOrderNumber', 'accountingOfferNumber', 'externalCharges', 'externalChargesFetchedAt', 'sponsorType', 'sponsorAgreementId', 'sponsorInvoiceAmount'];
    const query = `query($id: ID!) { node(id: $id) { ... on Booking { number pickupAt ${INTERNALS.join(' ')} partnerName } } }`;
    const own = await customer.gql(`query($id: ID!) { node(id: $id) { ... on Booking { number pickupAt ${INTERNALS.join(' ')} partnerName referralCompany { name } } } }`, { id });
    expect(own.data.node.number).toBe(String(databaseId).padStart(4, '0'));
    const hidden = [...INTERNALS, 'partnerName', 'referralCompany'];
    for (const f of hidden) expect(own.data.node[f], f).toBeNull();
    expect(new Set((own.errors as unknown as { path: string[] }[]).map((e) => e.path[1]))).toEqual(new Set(hidden));
    const staff = await bergen.gql(query, { id });
    expect(staff.errors, JSON.stringify(staff.errors)).toBeUndefined();
    expect(staff.data.node).toMatchObject({ accountingInvoiceNumber: 'F-1001', externalCharges: '250.00', sponsorType: 'kommune', sponsorAgreementId: 7, partnerName: 'Innsyn Reiser' });
  });
});
