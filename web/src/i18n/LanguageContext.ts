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
