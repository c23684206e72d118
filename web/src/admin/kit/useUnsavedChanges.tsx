import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Spec 2 section 8: the discard question. */
export const DISCARD = {
  title: 'Er du sikker?',
  text: 'Du har endringer som ikke er lagret. Er du sikker på at du vil avbryte?',
  yes: 'Ja, avbryt',
  no: 'Nei, fortsett redigering',
} as const;

/**
 * Guards a form with unsaved changes: leaving by a link, the cancel button or the back button asks "Er du sikker?"
 * (React Router's `useBlocker`), and closing or reloading the tab asks the browser's own question (`beforeunload`).
 * Call `allowLeave()` right before navigating away after a successful save, so no question follows a save.
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowed.current) return;
      e.preventDefault();
      // Older browsers need a value; the text is the browser's own.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog title={DISCARD.title} confirmLabel={DISCARD.yes} cancelLabel={DISCARD.no} onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()}>
        <p>{DISCARD.text}</p>
      </ConfirmDialog>
    ) : null;

  return {
    dialog,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
