import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * The list's filter popup (Radix popover). `names` are the filter parameters it owns in the address: "Bruk" reads each
 * from the popup's fields (trimmed; empty means none) and writes them all, "Nullstill" clears them all, and the
 * button's badge counts those set. The fields are `FilterSelect`, `FilterInput` or any named input.
 */
export function FilterPopover({
  names,
  filters,
  setFilters,
  children,
}: {
  names: readonly string[];
  /** The list's current filters (`useListParams().params.filters`). */
  filters: Readonly<Record<string, string | undefined>>;
  setFilters: (filters: Record<string, string | null>) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const active = names.filter((n) => filters[n]).length;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setFilters(Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').trim() || null])));
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
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
        <Popover.Content className="kit-popover" align="end" sideOffset={6} aria-label="Filter">
          <form onSubmit={submit} className="kit-filter-form">
            {children}
            <div className="kit-actions">
              <button type="submit" className="button primary">
                Bruk
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
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

/** A text or date field of the filter popup. */
export function FilterInput({ name, label, value, type = 'text' }: { name: string; label: string; value: string | undefined; type?: 'text' | 'date' }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input name={name} type={type} defaultValue={value ?? ''} autoComplete="off" />
    </label>
  );
}
