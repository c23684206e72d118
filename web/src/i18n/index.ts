/**
 * The shop's languages: Norwegian (no prefix) and English (under /en). Messages live in `locales/*.json`, one file per
 * language with the same keys (a test compares them); components read them with `useTranslation()` from
 * react-i18next (`const { t } = useTranslation(); t('area.key', { name })`). Norwegian is bundled with the first load;
 * English is loaded on demand.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import no from './locales/no.json';

export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';

/** The language a path is in: `/en` and `/en/…` are English, everything else Norwegian. */
export function languageOfPath(pathname: string): Language {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'no';
}

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: { no: { translation: no } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** Switches to a language, loading its messages first when they are not in the bundle. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const messages = (await import('./locales/en.json')).default;
    i18next.addResourceBundle(language, 'translation', messages);
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
