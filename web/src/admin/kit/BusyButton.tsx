import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that does nothing while `busy` (a save or a search under way), but stays enabled and focusable: a button
 * made `disabled` while it works drops the keyboard user's focus to <body>, and the next Tab starts again at the top
 * of the page. It reads as unavailable (`aria-disabled`, the kit's dimmed look) and swallows clicks and the form's
 * Enter until the work is done.
 */
export function BusyButton({ busy, onClick, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
