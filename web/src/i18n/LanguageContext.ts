/** The current language and the way to change it without reloading the page (provided by App). */
import { createContext, useContext } from 'react';
import type { Language } from './index.ts';

export interface LanguageState {
  language: Language;
  /** Shows the same page (path, query, drafts) in `language`. */
  switchTo(language: Language): Promise<void>;
}

export const LanguageContext = createContext<LanguageState>({ language: 'no', switchTo: async () => {} });

/** The current language and the switch. */
export const useLanguage = (): LanguageState => useContext(LanguageContext);

/**
 * The `lang` for the company's own data (names, descriptions, alt texts from the database, which are not translated):
 * "no" on an English page, so a screen reader reads it as Norwegian; nothing on a Norwegian page, which is Norwegian.
 */
export const useDataLang = (): 'no' | undefined => (useLanguage().language === 'en' ? 'no' : undefined);

/**
 * For a text staff wrote in a language the server names (`titleLanguage` …): `lang="no"` when it is Norwegian on an
 * English page (no English text was written), nothing when it matches the page.
 */
export function useTextLang(): (textLanguage: string | null | undefined) => 'no' | undefined {
  const page = useLanguage().language;
  return (textLanguage) => (page === 'en' && textLanguage !== 'en' ? 'no' : undefined);
}
