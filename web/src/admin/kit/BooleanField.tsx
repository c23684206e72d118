import type { ReactNode } from 'react';
import { CheckboxField } from './CheckboxField.tsx';

/** A yes/no field (a checkbox with its label to the right) bound to the form by name, with its error under it. */
export function BooleanField(props: { name: string; label: string; hint?: ReactNode; disabled?: boolean }) {
  return <CheckboxField {...props} boolean />;
}
