import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingContext, type BookingContextValue, type BookingState } from './booking.ts';
import { loadDraft, loadRememberedCustomer, loadSentBooking, saveDraft, saveSentBooking } from './storage.ts';

function initialState(): BookingState {
  const draft = loadDraft();
  return {
    customer: draft?.customer ?? loadRememberedCustomer(),
    reference: draft?.reference ?? '',
    comment: draft?.comment ?? '',
    serverErrors: [],
    sent: loadSentBooking(),
  };
}

/**
 * Holds the booking context for the wizard's pages: this tab's draft (what was typed on steps 5 and 6, terms
 * included) or the remembered details on start, and the sent order for this tab. The draft is kept in
 * sessionStorage as it is typed, so a reload loses nothing; it is forgotten when the order is placed or the booking
 * is reset.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BookingState>(initialState);
  // Only what the customer typed is a draft; the remembered details alone are not.
  const typed = useRef(loadDraft() !== null);
  useEffect(() => {
    if (typed.current) saveDraft({ customer: state.customer, reference: state.reference, comment: state.comment });
  }, [state.customer, state.reference, state.comment]);
  const location = useLocation();
  // Adjusted during render (React's pattern for state derived from a changed input), not in an effect.
  const [nav, setNav] = useState({ key: location.key, visit: 0 });
  if (nav.key !== location.key) setNav({ key: location.key, visit: nav.visit + 1 });
  const value = useMemo<BookingContextValue>(
    () => ({
      ...state,
      visit: nav.visit,
      updateCustomer: (patch) => {
        typed.current = true;
        setState((s) => ({ ...s, customer: { ...s.customer, ...patch } }));
      },
      updateOrder: (patch) => {
        typed.current = true;
        setState((s) => ({ ...s, ...patch }));
      },
      setServerErrors: (serverErrors) => setState((s) => ({ ...s, serverErrors })),
      markSent: (sent) => {
        typed.current = false;
        saveDraft(null);
        saveSentBooking(sent);
        setState((s) => ({ ...s, sent }));
      },
      // On /mottatt: the tick was for the order just sent; ordering again (Back) takes a new one. Not a draft.
      forgetTerms: () => setState((s) => (s.customer.termsAccepted ? { ...s, customer: { ...s.customer, termsAccepted: false } } : s)),
      reset: () => {
        typed.current = false;
        saveDraft(null);
        saveSentBooking(null);
        setState({ ...initialState(), sent: null });
      },
    }),
    [state, nav.visit],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

