import * as Popover from '@radix-ui/react-popover';
import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { LIST_FILTER_TEXT_MAX_LENGTH } from '@domain/lists.ts';

/** Room kept between the popup and the window's edge. */
const GAP = 8;

/**
 * Room the popup keeps from each edge: the admin's top bar and a phone's bottom bar as measured into their CSS
 * properties (useHeightProperty), plus a gap. Without it Radix sized the popup to the window: on a phone its end, with
 * "Bruk", lay under the bottom bar. With it the popup fits between the bars and scrolls inside (kit.css's max-height
 * follows Radix's available height).
 */
function barRoom() {
  const style = getComputedStyle(document.documentElement);
  const px = (name: string) => parseFloat(style.getPropertyValue(name)) || 0;
  return { top: px('--admin-topbar-height') + GAP, bottom: px('--admin-bottom-bar-height') + GAP, left: GAP, right: GAP };
}

/** The popup's refusals by parameter name, for its fields to show. */
const FilterErrors = createContext<Readonly<Record<string, string>>>({});

/**
 * The list's filter popup (Radix popover). `names` are the filter parameters it owns in the address: "Bruk" reads each
 * from the popup's fields (trimmed; empty means none) and writes them all, "Nullstill" clears them all, and the
 * button's badge counts those set. The fields are `FilterSelect`, `FilterInput` or any named input. `validate` may
 * refuse a choice (a range that ends before it starts): its messages show by their fields and nothing is written.
 */
export function FilterPopover({
  names,
  filters,
  setFilters,
  validate,
  children,
}: {
  names: readonly string[];
  /** The list's filters in effect: those of the address the list understands (an unknown value is not counted). */
  filters: Readonly<Record<string, string | undefined>>;
  setFilters: (filters: Record<string, string | null>) => void;
  /** Messages by parameter name for a choice that cannot be applied (none: apply it). */
  validate?: (filters: Readonly<Record<string, string | null>>) => Record<string, string>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const active = names.filter((n) => filters[n]).length;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const chosen = Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').trim() || null]));
    const refused = validate?.(chosen) ?? {};
    setErrors(refused);
    if (Object.keys(refused).length) return;
    setFilters(chosen);
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Popover.Trigger asChild>
        <button type="button" className="button kit-filter-button">
          Filter
          {active > 0 && (
            <span className="badge" aria-label={`${active} aktive filter`}>
              {active}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="kit-popover" align="end" sideOffset={6} collisionPadding={open ? barRoom() : GAP} aria-label="Filter">
          <form onSubmit={submit} className="kit-filter-form" noValidate>
            <FilterErrors.Provider value={errors}>{children}</FilterErrors.Provider>
            <div className="kit-actions">
              <button type="submit" className="button primary">
                Bruk
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setErrors({});
                  setFilters(Object.fromEntries(names.map((n) => [n, null])));
                  setOpen(false);
                }}
              >
                Nullstill
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A select of the filter popup: "Alle" (or `allLabel`) and the given choices; `value` is the current filter. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel = 'Alle',
}: {
  name: string;
  label: string;
  value: string | undefined | null;
  options: readonly { value: string | number; label: string }[];
  allLabel?: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text or date field of the filter popup (with the popup's refusal of it, if any). */
export function FilterInput({ name, label, value, type = 'text' }: { name: string; label: string; value: string | undefined; type?: 'text' | 'date' }) {
  const error = useContext(FilterErrors)[name];
  const errorId = `filter-${name}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        defaultValue={value ?? ''}
        // The server refuses a longer filter text (the whole list query with it).
        maxLength={type === 'text' ? LIST_FILTER_TEXT_MAX_LENGTH : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span className="kit-field-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
