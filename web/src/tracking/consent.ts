/**
 * Cookie consent (spec 1, section 9): the visitor's answer is kept in browser storage for a year, and asked again
 * sooner when the banner's text changes (its version is a hash of the text).
 */
import { useSyncExternalStore } from 'react';
import { consentCurrent, CONSENT_MAX_AGE_DAYS } from '@domain/consent.ts';

/** What the banner says; changing it asks every visitor again. */
export const CONSENT_TEXT =
  'Vi brukar informasjonskapslar og lokal lagring for at innlogging og bestilling skal fungere. ' +
  'Seier du ja, tel vi òg kva sider som blir viste, i vår eiga statistikk. Ingenting blir delt med andre.';

export const CONSENT_STORAGE_KEY = 'cookieConsent';
export { CONSENT_MAX_AGE_DAYS };

/** A stored answer. `at` is when it was given (ISO 8601). */
export interface Consent {
  version: string;
  accepted: boolean;
  at: string;
}

/** A short, stable version of a text (FNV-1a, 32 bits, hex). */
export function textVersion(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export const CONSENT_VERSION = textVersion(CONSENT_TEXT);

/** The stored answer, if it is still valid: the same text version and at most 365 days old. */
export function validConsent(raw: string | null, version: string, now: Date): Consent | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(raw) as Partial<Consent>;
    if (typeof c.accepted !== 'boolean' || c.version !== version || typeof c.at !== 'string') return null;
    if (!consentCurrent(new Date(c.at), now)) return null;
    return { version: c.version, accepted: c.accepted, at: c.at };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Consent | null } | null = null;

function storageRaw(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's valid answer, or null when the banner must ask. */
export function readConsent(): Consent | null {
  const raw = storageRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: validConsent(raw, CONSENT_VERSION, new Date()) };
  return cached.value;
}

/** Stores the visitor's answer now. */
export function saveConsent(accepted: boolean): void {
  const consent: Consent = { version: CONSENT_VERSION, accepted, at: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    cached = { raw: null, value: consent }; // storage turned off: remember it for this page
  }
  listeners.forEach((l) => l());
}

/** The visitor's valid answer (null: not asked yet, too old, or another text); re-renders when it changes. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    readConsent,
    () => null,
  );
}

/** Withdraws the answer: the banner asks again (and no page view is recorded until the visitor says yes). */
export function resetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  cached = null;
  listeners.forEach((l) => l());
}
