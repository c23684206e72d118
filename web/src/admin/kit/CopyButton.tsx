import { useState } from 'react';

/**
 * "Kopier": copies `text` to the clipboard and says beside itself what happened, in a polite status a screen reader
 * reads out too. `what` completes the button's name for a screen reader ("Kopier nøkkelen"), so two copy buttons
 * side by side are told apart.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState('');
  const copy = () => {
    // Emptied first, so a second copy is announced again.
    setSaid('');
    // No clipboard outside a secure context (plain http on another host than localhost).
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => setSaid('Kopiert'),
      () => setSaid('Kunne ikkje kopiere. Merk teksten og kopier han sjølv.'),
    );
  };
  return (
    <span className="kit-copy">
      <button type="button" className="button" onClick={copy}>
        Kopier<span className="kit-sr"> {what}</span>
      </button>
      <span role="status" className="kit-copy-said">
        {said}
      </span>
    </span>
  );
}
