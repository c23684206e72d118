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
