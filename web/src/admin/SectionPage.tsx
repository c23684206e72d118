import { Link, useParams } from 'react-router-dom';
import { Placeholder } from '../components/Placeholder.tsx';
import type { AdminSection } from './sections.ts';

/** Placeholder for an admin section's list or, with `idParam`, its detail page ("ny" is a new item). */
export function SectionPage({ section, title, idParam }: { section: AdminSection; title?: string; idParam?: string }) {
  const params = useParams();
  const id = idParam ? params[idParam] : undefined;
  const eyebrow = id === undefined ? undefined : id === 'ny' ? 'Ny' : `ID ${id}`;
  return (
    <Placeholder title={title ?? section.title} eyebrow={eyebrow} wip={section.wip}>
      {id !== undefined && (
        <p>
          <Link to={`/admin/${params.slug}/${section.path}`}>Tilbake til {section.title.toLowerCase()}</Link>
        </p>
      )}
    </Placeholder>
  );
}
