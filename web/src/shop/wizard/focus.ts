/** Moves to the first invalid field of a form (spec 1, section 5: invalid forms scroll to it). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}
