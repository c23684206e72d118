import { graphql, useFragment } from 'react-relay';
import type { CompanyContact_site$key } from '../__generated__/CompanyContact_site.graphql';

/** The company's name, organisation number, address and contact details, from the site settings. */
export function CompanyContact({ site }: { site: CompanyContact_site$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyContact_site on Site {
        name
        orgnr
        address1
        zip
        city
        phone
        email
      }
    `,
    site,
  );
  return (
    <address className="legal-contact">
      <strong>{data.name}</strong> (org.nr. {data.orgnr})
      <br />
      {data.address1}, {data.zip} {data.city}
      <br />
      Telefon {data.phone}, e-post <a href={`mailto:${data.email}`}>{data.email}</a>
    </address>
  );
}
