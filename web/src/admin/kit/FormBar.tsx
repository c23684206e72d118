import { useRef, type ReactNode } from 'react';
import { useHeightProperty } from '../../components/useHeightProperty.ts';

/**
 * A form's Lagre / Avbryt / Slett bar, sticky at the bottom of the screen while the form scrolls (kit.css). Its height
 * (two lines when the buttons wrap on a narrow phone) is the room the page keeps above it, so a field reached with Tab
 * is never hidden under it.
 */
export function FormBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useHeightProperty(bar, '--kit-form-bar-height');
  return (
    <div className="kit-form-bar" ref={bar}>
      {children}
    </div>
  );
}
