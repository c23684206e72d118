import * as Popover from '@radix-ui/react-popover';
import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * The list's filter popup (Radix popover): its fields are read when "Bruk" is pressed and written to the address;
 * "Nullstill" clears them. The button's badge counts the active filters.
 */
export function FilterPopover({
  active,
  onApply,
  onReset,
  children,
}: {
  active: number;
  onApply: (values: FormData) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(new FormData(e.currentTarget));
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
                  onReset();
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
