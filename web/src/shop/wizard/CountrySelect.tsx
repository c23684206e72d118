import { useTranslation } from 'react-i18next';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CountrySelect_countries$key } from '../../__generated__/CountrySelect_countries.graphql';

/** The chosen country as the form keeps it. */
export interface CountryChoice {
  code: string;
  name: string;
  phoneCode: string | null;
}

/**
 * A searchable country list (a combobox) in alphabetical order of the language shown: type part of the name (Norwegian,
 * or English under /en) or the code, pick with mouse or keys.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  error,
}: {
  countries: CountrySelect_countries$key;
  /** ISO alpha-3 code. */
  value: string;
  onChange: (country: CountryChoice) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const data = useFragment(
    graphql`
      fragment CountrySelect_countries on Country @relay(plural: true) {
        code
        name
        phoneCode
        flagCode
      }
    `,
    countries,
  );
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // The list holds the Norwegian names; in English the browser's own English name of the region (ISO alpha-2) is shown.
  // Sorted here by the name shown, in that language's order: the server's Norwegian order would put "Aserbajdsjan"
  // (Azerbaijan) before Australia in English.
  const options = useMemo(() => {
    const english = i18n.language === 'en' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }) : null;
    const collator = new Intl.Collator(english ? 'en' : 'nb');
    const nameOf = (c: (typeof data)[number]) => {
      try {
        return (english && c.flagCode && english.of(c.flagCode.toUpperCase())) || c.name;
      } catch {
        return c.name;
      }
    };
    return data
      .filter((c): c is typeof c & { code: string } => !!c.code)
      .map((c) => ({ ...c, name: nameOf(c) }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
  }, [data, i18n.language]);
  const selected = options.find((c) => c.code === value);
  const open = query !== null;
  const q = (query ?? '').trim().toLowerCase();
  // Names that start with what was typed come first ("da" → Danmark before Canada).
  const shown = q
    ? options
        .filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q)
        .sort((a, b) => Number(b.name.toLowerCase().startsWith(q)) - Number(a.name.toLowerCase().startsWith(q)))
    : options;

  const choose = (c: (typeof options)[number]) => {
    onChange({ code: c.code, name: c.name, phoneCode: c.phoneCode ?? null });
    setQuery(null);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setQuery('');
      else move(active + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(active - 1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const c = shown[active];
      if (c) choose(c);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  };

  return (
    <div className={`wz-field wz-combobox${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t('customer.country')}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${id}-${shown[active]!.code}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={open ? t('customer.searchCountry') : undefined}
        value={open ? query : (selected?.name ?? '')}
        onFocus={() => {
          setQuery('');
          setActive(Math.max(0, shown.findIndex((c) => c.code === value)));
        }}
        onBlur={() => {
          // A name typed in full and left with Tab counts as chosen, as in any combobox that completes: only an exact
          // name of one country, so a part ("sver") or a typo leaves the country as it was.
          const typed = options.filter((c) => c.name.toLowerCase() === q);
          if (q && typed.length === 1) choose(typed[0]!);
          else setQuery(null);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul ref={list} id={`${id}-list`} role="listbox" className="wz-listbox" aria-label={t('customer.country')}>
          {shown.length === 0 && <li className="wz-listbox-empty">{t('customer.noCountry', { query })}</li>}
          {shown.map((c, i) => (
            <li
              key={c.code}
              id={`${id}-${c.code}`}
              role="option"
              aria-selected={c.code === value}
              className={i === active ? 'active' : undefined}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
            >
              {c.name}
              {c.phoneCode && <span className="wz-listbox-code">+{c.phoneCode}</span>}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="wz-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
