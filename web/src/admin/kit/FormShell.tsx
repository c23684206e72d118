/**
 * The frame every admin edit form shares (spec 2 section 8), so that a new section copies one component instead of a
 * page of markup: `useFormShell` holds the open tab, the message above the form, the unsaved-change guard and
 * `showInvalid` (the first invalid field's tab opens and the field gets focus, opening a collapsed section);
 * `FormShell` draws the eyebrow, the title, the form with its message and tabs, and the bar: Lagre (editors only),
 * Avbryt or Tilbake, and the section's delete button.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormReadOnly } from './Field.tsx';
import { FormBar } from './FormBar.tsx';
import { firstOnScreen } from './formErrors.ts';
import { FormTabs, revealField, type FormTab } from './FormTabs.tsx';
import { useBack, type BackFrom } from './listBack.ts';
import { useUnsavedChanges } from './useUnsavedChanges.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

export interface FormShellState {
  tab: string;
  setTab: (tab: string) => void;
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Shows field errors (from the schema or the server): the message above the form, the first field's tab and focus. */
  showInvalid: (paths: string[], message: string) => void;
  /** The "Er du sikker?" dialog to render. */
  dialog: ReactNode;
  /** Call right before leaving after a save or a delete: no question follows. */
  allowLeave: () => void;
  /** Back to the list (Avbryt / Tilbake): asks first when there are unsaved changes. */
  cancel: () => void;
  /** To the list after the item was deleted: no question, and the deleted item's page leaves the history. */
  leaveDeleted: () => void;
  /** After a new item's save: its page (`path`) in place of the "ny" page, keeping where Tilbake leads; no path: back. */
  leaveSaved: (path?: string) => void;
}

/**
 * `dirty`: the form has unsaved changes (react-hook-form's `isDirty`, or more). `tabOf`: the tab a field path is on.
 * `listPath`: the section's list, where Avbryt and a delete lead: the list as it was filtered when the page was opened
 * from it (`listBack`), or from one of `backFrom` (the planner's week, a customer's page), else the whole list.
 */
export function useFormShell({
  dirty,
  tabOf,
  listPath,
  backFrom = [],
  firstTab = 'generelt',
}: {
  dirty: boolean;
  tabOf: (path: string) => string;
  listPath: string;
  backFrom?: readonly BackFrom[];
  firstTab?: string;
}): FormShellState {
  const navigate = useNavigate();
  const openedWith = useLocation().state;
  const back = useBack(listPath, [listPath, ...backFrom]);
  const [tab, setTab] = useState(firstTab);
  const [formError, setFormError] = useState<string | null>(null);
  const { dialog, allowLeave } = useUnsavedChanges(dirty);
  const showInvalid = (paths: string[], message: string) => {
    setFormError(message);
    const first = firstOnScreen(paths);
    if (!first) return;
    setTab(tabOf(first));
    revealField(first);
  };
  const cancel = () => navigate(back.to, { state: back.state });
  const leaveDeleted = () => {
    allowLeave();
    navigate(back.to, { replace: true, state: back.state });
  };
  const leaveSaved = (path?: string) => {
    allowLeave();
    if (path) navigate(path, { replace: true, state: openedWith });
    else navigate(back.to, { replace: true, state: back.state });
  };
  return { tab, setTab, formError, setFormError, showInvalid, dialog, allowLeave, cancel, leaveDeleted, leaveSaved };
}

export function FormShell<T extends FieldValues>({
  shell,
  form,
  label,
  eyebrow,
  title,
  intro,
  tabs,
  tab = shell.tab,
  tabsLabel = 'Delar av skjemaet',
  onSubmit,
  readOnly,
  busy,
  deleteButton,
}: {
  shell: FormShellState;
  form: UseFormReturn<T, any, any>;
  /** The form's accessible name ("Lokasjon"). */
  label: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** Shown between the title and the form. */
  intro?: ReactNode;
  tabs: readonly FormTab[];
  /** The tab shown, when it differs from the one chosen (a tab that disappeared hands over to another). */
  tab?: string;
  tabsLabel?: string;
  onSubmit: (e?: FormEvent) => void;
  readOnly: boolean;
  /** Saving: Lagre does nothing more (aria-disabled: it keeps the focus, where a disabled button drops it to <body>). */
  busy: boolean;
  /** Shown for those who may delete; its `onDeleted` is `shell.leaveDeleted`. */
  deleteButton?: ReactNode;
}) {
  return (
    <section className="page">
      <p className="eyebrow">{eyebrow}</p>
      <h1>{title}</h1>
      {intro}
      <FormProvider {...form}>
        <form className="kit-form" noValidate onSubmit={onSubmit} aria-label={label}>
          {shell.formError && (
            <p className="kit-form-error" role="alert">
              {shell.formError}
            </p>
          )}
          <FormReadOnly.Provider value={readOnly}>
            <FormTabs tabs={tabs} value={tab} onChange={shell.setTab} label={tabsLabel} />
          </FormReadOnly.Provider>
          <FormBar>
            {!readOnly && (
              <BusyButton type="submit" className="button primary" busy={busy}>
                Lagre
              </BusyButton>
            )}
            <button type="button" className="button" onClick={shell.cancel}>
              {readOnly ? 'Tilbake' : 'Avbryt'}
            </button>
            {deleteButton}
          </FormBar>
        </form>
      </FormProvider>
      {shell.dialog}
    </section>
  );
}
