import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import { timeOptionsOnDate } from '@domain/rentalPeriod.ts';
import { isoToText, maskDateText, textToIso } from './dateText.ts';

/**
 * A date typed as "dd.mm.åååå" (or picked from the browser's calendar) and a time select (every 30 minutes from
 * 07:00 through 06:30, leaving out the hour the clocks skip in spring) for one "yyyy-mm-dd HH:MM" value. The typed text stays in the field while it is half-typed:
 * `onChange` hears only a complete, real date, so the address never holds a half-typed one.
 */
export function DateTimeField({
  label,
  value,
  min,
  onChange,
  error,
  name,
  tries = 0,
}: {
  label: string;
  /** "yyyy-mm-dd HH:MM" */
  value: string;
  /** Earliest date, "yyyy-mm-dd". */
  min: string;
  /**
   * A new date or a new time. Only the part the customer changed: the other part is taken from the newest address
   * where the change is applied, not from what this field shows (a date typed a moment before may not be shown yet).
   */
  onChange: (part: { date: string } | { time: string }) => void;
  error?: string;
  name: string;
  /**
   * How often the form was sent. A new try shows a half-typed date's error at once, tied to the field, so the form can
   * put focus on it: Enter (or a phone keyboard's Go) sends the form without the field losing focus first.
   */
  tries?: number;
}) {
  const { t: tx } = useTranslation();
  const id = useId();
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  const picker = useRef<HTMLInputElement>(null);
  // The text on screen; it follows the value whenever the value changes from outside (a pushed return date).
  const [text, setText] = useState(() => isoToText(date));
  const [shownFor, setShownFor] = useState(date);
  const [touched, setTouched] = useState(false);
  // The try the customer has typed since: a keystroke hides the error again until the field is left or sent anew.
  const [typedSince, setTypedSince] = useState(tries);
  if (shownFor !== date) {
    setShownFor(date);
    if (textToIso(text) !== date) setText(isoToText(date));
  }
  const typedWrong = text !== '' && textToIso(text) === null;
  const revealed = touched || tries !== typedSince;
  const shownError = (revealed && (typedWrong || text === '') ? tx('date.error') : undefined) ?? error;
  // Only times that exist on the date (none in the hour the clocks skip). A time from the address that is not on the
  // list stays selectable, so it is never changed without a word (the form says what is wrong with it).
  const offered = timeOptionsOnDate(date);
  const times = offered.includes(time) ? offered : [time, ...offered];
  const describedBy = shownError ? `${id}-error` : `${id}-format`;

  const commit = (iso: string | null) => {
    if (iso && iso !== date) onChange({ date: iso });
  };
  return (
    <fieldset className={`wz-field wz-datetime${shownError ? ' invalid' : ''}`}>
      <legend>{label}</legend>
      <div className="wz-datetime-inputs">
        <div className="wz-date">
          <label className="visually-hidden" htmlFor={`${id}-date`}>
            {tx('date.dateLabel', { label })}
          </label>
          <input
            id={`${id}-date`}
            name={`${name}-dato`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={tx('date.placeholder')}
            // Room for a pasted date with spaces ("24. 12. 2026"): cut at 10 it read as half-typed. The mask keeps 10.
            maxLength={20}
            required
            value={text}
            data-incomplete={typedWrong || text === '' ? 'true' : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              const next = maskDateText(e.target.value);
              setText(next);
              setTouched(false);
              setTypedSince(tries);
              // A complete, real date goes to the address at once; a half-typed one stays here.
              commit(textToIso(next));
            }}
            onBlur={() => setTouched(true)}
          />
          <button
            type="button"
            className="wz-date-pick"
            aria-label={tx('date.pickInCalendar', { label: label.toLowerCase() })}
            onClick={() => {
              const input = picker.current;
              if (!input) return;
              try {
                input.showPicker();
              } catch {
                input.focus();
              }
            }}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <rect x="3" y="4" width="18" height="18" rx="2" />
              <line x1="16" y1="2" x2="16" y2="6" />
              <line x1="8" y1="2" x2="8" y2="6" />
              <line x1="3" y1="10" x2="21" y2="10" />
            </svg>
          </button>
          {/* The browser's calendar only picks; what it shows in its own locale never reaches the screen. */}
          <input
            ref={picker}
            className="wz-date-native"
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={min}
            value={textToIso(text) ?? date}
            onChange={(e) => {
              const iso = e.target.value;
              if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return;
              setText(isoToText(iso));
              setTouched(false);
              setTypedSince(tries);
              commit(iso);
            }}
          />
        </div>
        <label className="visually-hidden" htmlFor={`${id}-time`}>
          {tx('date.timeLabel', { label })}
        </label>
        <select id={`${id}-time`} name={`${name}-tid`} value={time} aria-describedby={describedBy} onChange={(e) => onChange({ time: e.target.value })}>
          {times.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" id={`${id}-format`}>
        {tx('date.format')}
      </p>
      {shownError && (
        <p className="wz-error" id={`${id}-error`}>
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
