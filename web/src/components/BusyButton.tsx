import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that does nothing while `busy` (a log-in, a save or a search under way), but stays enabled and focusable: a
 * button made `disabled` while it works drops the keyboard user's focus to <body>, and the next Tab starts again at the
 * top of the page (and a popup that follows has nowhere to give focus back to). It reads as unavailable
 * (`aria-disabled`) and swallows clicks until the work is done. That includes the form's Enter: pressing Enter in a
 * field "clicks" the form's first submit button, and a click whose default is prevented submits nothing. So a form
 * relies on this only when its busy button is its first submit button.
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
