/** Cookie consent (spec 1, section 9): an answer holds for a year; the server refuses older ones. */
export const CONSENT_MAX_AGE_DAYS = 365;
/** A consent time this far in the future is still taken (clocks differ a little). */
export const CONSENT_CLOCK_SKEW_MS = 5 * 60_000;

/** True when a consent given at `acceptedAt` still holds at `now`. */
export function consentCurrent(acceptedAt: Date, now: Date): boolean {
  const age = now.getTime() - acceptedAt.getTime();
  return Number.isFinite(age) && age >= -CONSENT_CLOCK_SKEW_MS && age <= CONSENT_MAX_AGE_DAYS * 86_400_000;
}
