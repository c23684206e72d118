/** The drawings of a list row's actions; decorative, the action's word beside it is its name. */
const PATHS = {
  // A pencil.
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  // An eye.
  view: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  // Two sheets, one over the other.
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  // A bin.
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
} as const;

/** A row action's icon (`.kit-action-icon`): shown alone in a table row, beside its word on a phone's card. */
export function ActionIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="kit-action-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
