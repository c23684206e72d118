/** The language prefix of paths, without i18next: small enough for the early entry script (web/src/early.ts). */
import { languageOfPath, stripLanguage } from '@domain/languagePath.ts';

export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';

export { languageOfPath, stripLanguage };

/** The router's basename for a language: '/en' for English, none for Norwegian. */
export const basenameOf = (language: Language): string => (language === 'en' ? '/en' : '');

/** The same page in `language`: the unprefixed path `path` (with query) under that language's prefix. */
export function pathIn(language: Language, path: string): string {
  const base = basenameOf(language);
  return base && path === '/' ? base : base + path;
}

/** What requests to the server say about the language (GraphQL and REST answer their messages in it). */
export const acceptLanguageOf = (language: Language): string => (language === 'en' ? 'en' : 'nb-NO, no;q=0.9');

/** The Accept-Language header for a request sent from the page now showing (the path says the language). */
export const requestLanguage = (): string => acceptLanguageOf(typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname));
