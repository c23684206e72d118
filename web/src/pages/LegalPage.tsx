import type { ReactNode } from 'react';
import { usePageTitle } from '../components/usePageTitle.ts';
import './legal.css';

/** One numbered section of a legal text. */
export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal text (terms, privacy): title, date of the last update, a table of contents and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  const id = (i: number) => `del-${i + 1}`;
  return (
    <article className="page legal-page">
      <h1>{title}</h1>
      <p className="eyebrow">Sist oppdatert {updated}</p>
      {intro}
      <nav aria-label="Innhald" className="legal-toc">
        <ol>
          {sections.map((s, i) => (
            <li key={s.title}>
              <a href={`#${id(i)}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.title} id={id(i)} aria-labelledby={`${id(i)}-tittel`}>
          <h2 id={`${id(i)}-tittel`}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
