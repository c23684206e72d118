/**
 * The shop's languages: Norwegian (no prefix) and English (under /en). Messages live in `locales/*.json`, one file per
 * language with the same keys (a test compares them); components read them with `useTranslation()` from
 * react-i18next (`const { t } = useTranslation(); t('area.key', { name })`). Norwegian is bundled with the first load;
 * English is loaded on demand (its own chunk), before the first render when the page is opened under /en.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import no from './locales/no.json';

import { DEFAULT_LANGUAGE, type Language } from './path.ts';

export * from './path.ts';

/** The language the shop is shown in now. */
export const currentLanguage = (): Language => (i18next.language === 'en' ? 'en' : 'no');

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: { no: { translation: no } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** English versions of the server's rule messages (server/domain/messages.ts), loaded with the English messages. */
let serverEnglish: ((message: string) => string) | null = null;

/**
 * A message written by a shared rule (server/domain) or answered by the server, in the current language. The server
 * already answers English requests in English; this covers the rules the client runs itself.
 */
export function ruleText(message: string): string {
  return currentLanguage() === 'en' && serverEnglish ? serverEnglish(message) : message;
}

/** Switches to a language, loading its messages first when they are not in the bundle; sets `<html lang>`. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const [messages, rules] = await Promise.all([import('./locales/en.json'), import('@domain/messages.ts')]);
    i18next.addResourceBundle(language, 'translation', messages.default);
    serverEnglish = rules.toEnglish;
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'no';
}

export { i18next };
