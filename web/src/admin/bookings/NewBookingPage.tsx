// First: zod must know it may not use eval before the shared schemas are built.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { NewBookingPageQuery } from '../../__generated__/NewBookingPageQuery.graphql';
import { FormPageNoAccess } from '../kit/formPage.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { NewBookingForm } from './NewBookingForm.tsx';

const query = graphql`
  query NewBookingPageQuery($slug: String!) {
    account(slug: $slug) {
      ...NewBookingForm_account
      slug
      permissions {
        bookings {
          create
        }
      }
      # Pick-up: the account's own published places (the shop's search needs a published pick-up place); another
      # company's would only fail at the end ("Fann ikkje eigaren i kontoen din."). Every one of the scope (the
      # connection pages at 100; a company may have more).
      locationChoices(status: public) {
        ...NewBookingForm_locations
      }
      # Return: those and every other published place of the site, as the shop offers (and the order accepts).
      returnChoices(status: public) {
        ...NewBookingForm_locations
      }
    }
    allCountries {
      ...NewBookingForm_countries
    }
  }
`;

/** Starts the page's query while the route resolves (the account goes as `x-account`). */
export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<NewBookingPageQuery>('new-booking', query, { slug }, slug, 'network-only');
}

/** /admin/{slug}/booking/ny: a phone order placed by staff for a customer; only those who may create bookings see the form. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<NewBookingPageQuery>;
  const data = usePreloadedQuery<NewBookingPageQuery>(query, ref);
  if (!data.account.permissions.bookings.create) {
    return <FormPageNoAccess title="Ny booking" message="Rolla di kan ikkje leggje inn bookingar." to={`/admin/${data.account.slug}/booking`} back="Tilbake til bookingar" />;
  }
  return <NewBookingForm account={data.account} locations={data.account.locationChoices} returnPlaces={data.account.returnChoices} countries={data.allCountries} />;
}
