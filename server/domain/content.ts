/**
 * Staff-written content (a rental product's title and description) in the reader's language: English under /en when
 * staff wrote it, else the Norwegian text, which every product has. The fixed texts of the product itself are
 * translated elsewhere (web/src/i18n for the client, messages.ts for the server's messages).
 */
import type { MessageLanguage } from './messages.ts';

export function contentIn<T extends string | null>(language: MessageLanguage, norwegian: T, english: string | null | undefined): T | string {
  return contentLanguageIn(language, english) === 'en' ? english! : norwegian;
}

/** The language of what `contentIn` shows (for the page's `lang` attribute: Norwegian text on an English page). */
export function contentLanguageIn(language: MessageLanguage, english: string | null | undefined): MessageLanguage {
  return language === 'en' && english && english.trim() !== '' ? 'en' : 'no';
}
