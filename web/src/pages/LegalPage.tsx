import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '@domain/time.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import './legal.css';

/** One numbered section of a legal text. */
export interface LegalSection {
  title: string;
  body: ReactNode;
}

/**
 * A legal text (terms, privacy): title, date of the last update (`updated`: yyyy-mm-dd, written in the page's
 * language), a table of contents and numbered sections.
 */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  const { t, i18n } = useTranslation();
  usePageTitle(title);
  const id = (i: number) => `del-${i + 1}`;
  return (
    <article className="page legal-page">
      <h1>{title}</h1>
      <p className="eyebrow">{t('legal.updated', { date: formatCalendarDate(updated, i18n.language === 'en' ? 'en' : 'no') })}</p>
      {/* The legal text itself is Norwegian in every language; English pages say so first. */}
      {i18n.language === 'en' && (
        <p className="notice legal-note" role="note">
          {t('legal.note')}
        </p>
      )}
      <div lang="no">
      {intro}
      <nav aria-label={t('legal.contents')} className="legal-toc">
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
      </div>
    </article>
  );
}
