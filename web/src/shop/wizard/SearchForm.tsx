import { ruleText } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SearchForm_query$key } from '../../__generated__/SearchForm_query.graphql';
import { hoursWarnings, type HoursRow, type LocationHours } from '@domain/openingHours.ts';
import { defaultPeriod, periodErrors, pushReturn, rentalDays, skippedTimeError } from '@domain/rentalPeriod.ts';
import { formatOslo, parseOslo, WEEKDAYS, type Weekday } from '@domain/time.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { focusFirstInvalid } from './focus.ts';
import { LocationSelect } from './LocationSelect.tsx';
import { periodInPast } from './params.ts';
import { StepBar } from './StepBar.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useWizard } from './useWizard.ts';
import { WarningList } from './WarningList.tsx';

/** A rule's message (or none) in the current language. */
const ruleTextOf = (message: string | undefined): string | undefined => (message === undefined ? undefined : ruleText(message));

/**
 * Step 1: pick-up place and time, a separate return place when asked for, return time, over 25 and customer type.
 * Every change goes straight into the address; the defaults (spec 1, section 4) fill what is not there yet.
 */
export function SearchForm({ query }: { query: SearchForm_query$key }) {
  const data = useFragment(
    graphql`
      fragment SearchForm_query on Query {
        publicLocations {
          databaseId
          name
          city
          openingHours {
            day
            kind
            opens
            closes
          }
          ...LocationSelect_locations
        }
      }
    `,
    query,
  );
  const { t } = useTranslation();
  const { params, update, go } = useWizard();
  const [now] = useState(() => new Date());
  const defaults = useMemo(() => defaultPeriod(now), [now]);
  const pickupText = params.pickupAt ?? formatOslo(defaults.pickup);
  const dropoffText = params.dropoffAt ?? formatOslo(defaults.dropoff);
  const pickup = parseOslo(pickupText)!;
  const dropoff = parseOslo(dropoffText)!;
  const [separate, setSeparate] = useState(params.dropoffLocation !== null && params.dropoffLocation !== params.pickupLocation);
  // How often "Neste" was tried: the date fields show a half-typed date's error on each try, even with focus still in
  // them (Enter, or a phone keyboard's Go, sends the form without leaving the field).
  const [tries, setTries] = useState(0);
  const submitted = tries > 0;
  const form = useRef<HTMLFormElement>(null);
  // The separate-return controls replace each other: the one that takes the place of the control just used gets focus,
  // which would otherwise fall to <body> with the removed one.
  const separateBox = useRef<HTMLDivElement>(null);
  const focusAfterToggle = useRef(false);
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    separateBox.current?.querySelector<HTMLElement>(separate ? 'select' : 'input[type=checkbox]')?.focus();
  }, [separate]);
  const toggleSeparate = (on: boolean) => {
    focusAfterToggle.current = true;
    setSeparate(on);
  };

  // A period that has already begun (an old link, a tab left open) starts over from the defaults.
  const pastOnLoad = useRef(periodInPast(params, now));
  // ... and says so, since the times on screen are not the ones the link had.
  const [movedFromPast] = useState(pastOnLoad.current);
  useEffect(() => {
    if (!pastOnLoad.current) return;
    pastOnLoad.current = false;
    update({ pickupAt: null, dropoffAt: null });
  }, [update]);

  const hoursOf = (id: number | null): LocationHours | null => {
    const l = data.publicLocations.find((x) => x.databaseId === id);
    if (!l) return null;
    const rows = (kind: string): HoursRow[] => l.openingHours
        .filter((h): h is typeof h & { day: Weekday } => h.kind === kind && (WEEKDAYS as readonly string[]).includes(h.day))
        .map((h) => ({ day: h.day, opens: h.opens, closes: h.closes }));
    return { name: l.name, city: l.city, pickup: rows('pickup'), dropoff: rows('dropoff'), employees: rows('employees') };
  };
  const dropoffId = separate ? params.dropoffLocation : params.pickupLocation;
  const pickupHours = hoursOf(params.pickupLocation);
  const dropoffHours = hoursOf(dropoffId);
  const warnings = pickupHours && dropoffHours ? hoursWarnings(pickupHours, pickup, dropoffHours, dropoff) : [];

  const period = periodErrors(pickup, dropoff, new Date());
  const errors = {
    pickupLocation: submitted && params.pickupLocation === null ? t('search.choosePickup') : undefined,
    dropoffLocation: submitted && separate && params.dropoffLocation === null ? t('search.chooseDropoff') : undefined,
    pickupAt: ruleTextOf(skippedTimeError(pickupText) ?? period.find((e) => e.field === 'pickupAt')?.message),
    dropoffAt: ruleTextOf(skippedTimeError(dropoffText) ?? period.find((e) => e.field === 'dropoffAt')?.message),
  };
  const skipped = skippedTimeError(pickupText) !== null || skippedTimeError(dropoffText) !== null;

  /** The changed part laid over the newest value of the field ("yyyy-mm-dd HH:MM"). */
  const withPart = (current: string, part: { date: string } | { time: string }) =>
    'date' in part ? `${part.date} ${current.slice(11, 16)}` : `${current.slice(0, 10)} ${part.time}`;
  const changePickup = (part: { date: string } | { time: string }) =>
    update((p) => {
      const text = withPart(p.pickupAt ?? pickupText, part);
      const at = parseOslo(text);
      if (!at) return {};
      return { pickupAt: text, dropoffAt: formatOslo(pushReturn(at, parseOslo(p.dropoffAt ?? dropoffText)!)) };
    });
  // The defaults go into the address with the first change, so both times are there from then on.
  const changeDropoff = (part: { date: string } | { time: string }) =>
    update((p) => ({ pickupAt: p.pickupAt ?? pickupText, dropoffAt: withPart(p.dropoffAt ?? dropoffText, part) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTries((n) => n + 1);
    const missing = params.pickupLocation === null || (separate && params.dropoffLocation === null);
    // A date still half-typed is not in the address yet: going on would search with the old one.
    const halfTyped = form.current?.querySelector('[data-incomplete]') != null;
    if (missing || halfTyped || skipped || period.length) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    // From the newest address, not this render's: a choice made just before (the customer kind, a place) may not be
    // on screen yet on a slow phone, and the step must not undo it.
    go('/steg2', (p) => ({
      pickupLocation: String(p.pickupLocation),
      dropoffLocation: separate && p.dropoffLocation !== null && p.dropoffLocation !== p.pickupLocation ? String(p.dropoffLocation) : null,
      pickupAt: pickupText,
      dropoffAt: dropoffText,
      over25: String(p.over25),
      customer: p.customer,
    }));
  };

  const today = formatOslo(now).slice(0, 10);
  return (
    <StepFrame step={1} bar={<StepBar current={1} search={null} days={rentalDays(pickup, dropoff)} />} notice={movedFromPast ? t('wizard.pastTimeMoved') : null}>
      <form ref={form} className="wz-card wz-search" onSubmit={submit} noValidate>
        <div className="wz-grid">
          <LocationSelect
            name="hentested"
            label={t('search.pickupLocation')}
            locations={data.publicLocations}
            value={params.pickupLocation}
            error={errors.pickupLocation}
            onChange={(id) => update({ pickupLocation: id === null ? null : String(id) })}
          />
          <div ref={separateBox} className="wz-field wz-separate">
            {separate ? (
              <>
                <LocationSelect
                  name="leveringssted"
                  label={t('search.dropoffLocation')}
                  locations={data.publicLocations}
                  value={params.dropoffLocation}
                  error={errors.dropoffLocation}
                  onChange={(id) => update({ dropoffLocation: id === null ? null : String(id) })}
                />
                <button
                  type="button"
                  className="wz-link-button"
                  onClick={() => {
                    toggleSeparate(false);
                    update({ dropoffLocation: null });
                  }}
                >
                  {t('search.sameReturn')}
                </button>
              </>
            ) : (
              <label className="wz-check">
                <input type="checkbox" checked={false} onChange={() => toggleSeparate(true)} />
                <span>{t('search.otherReturn')}</span>
              </label>
            )}
          </div>
          <DateTimeField
            name="hentetid"
            label={t('search.pickupAt')}
            value={pickupText}
            min={today}
            error={errors.pickupAt}
            tries={tries}
            onChange={changePickup}
          />
          <DateTimeField
            name="leveringstid"
            label={t('search.dropoffAt')}
            value={dropoffText}
            min={pickupText.slice(0, 10)}
            error={errors.dropoffAt}
            tries={tries}
            onChange={changeDropoff}
          />
        </div>
        <WarningList warnings={warnings} />
        <div className="wz-grid">
          <fieldset className="wz-field">
            <legend>{t('search.customerType')}</legend>
            <div className="wz-segmented">
              {(['privat', 'bedrift'] as const).map((kind) => (
                <label key={kind} className={params.customer === kind ? 'checked' : ''}>
                  <input type="radio" name="kunde" value={kind} checked={params.customer === kind} onChange={() => update({ customer: kind })} />
                  <span>{kind === 'privat' ? t('search.private') : t('search.business')}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="wz-field wz-field-end">
            <label className="wz-check">
              <input type="checkbox" name="over25" checked={params.over25} onChange={(e) => update({ over25: String(e.target.checked) })} />
              <span>{t('search.over25')}</span>
            </label>
          </div>
        </div>
        <div className="wz-actions">
          <button type="submit" className="button primary">
            {t('common.next')}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
