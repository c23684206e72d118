import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface FormTab {
  value: string;
  label: string;
  /** True when the tab's panel holds an invalid field (its label then shows *). */
  invalid?: boolean;
  content: ReactNode;
}

/**
 * A form's tabs (Radix): every panel stays mounted (hidden when not chosen), so the required check can find, open
 * and focus a field on any tab; a tab whose panel holds an invalid field is marked with *.
 */
export function FormTabs({ tabs, value, onChange, label }: { tabs: readonly FormTab[]; value: string; onChange: (value: string) => void; label: string }) {
  return (
    <Tabs.Root value={value} onValueChange={onChange}>
      <Tabs.List className="kit-tabs-list" aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className="kit-tab" data-invalid={t.invalid || undefined}>
            {t.label}
            {t.invalid && (
              <span className="kit-invalid-mark" aria-label=" (har ugyldige felt)">
                {' *'}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} forceMount hidden={t.value !== value} className="kit-panel" data-tab={t.value}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * After the tab holding `field` has been chosen: opens a collapsed section around it, scrolls it into view and
 * focuses it (spec 2 section 5).
 */
export function revealField(field: string): void {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] :is(input, select, textarea)`) ?? document.getElementsByName(field)[0];
    if (!el) return;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (parent instanceof HTMLDetailsElement) parent.open = true;
    }
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  });
}
