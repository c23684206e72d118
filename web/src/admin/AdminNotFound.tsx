import { Link, useParams } from 'react-router-dom';
import { Placeholder } from '../components/Placeholder.tsx';

/** An unknown path inside an account: says so and links back to the overview. */
export function AdminNotFound() {
  const { slug } = useParams();
  return (
    <Placeholder title="Ikkje funne">
      <p>Vi fann ikkje sida. Sjekk adressa.</p>
      <p>
        <Link to={slug ? `/admin/${slug}` : '/admin'}>Til oversikta</Link>
      </p>
    </Placeholder>
  );
}
