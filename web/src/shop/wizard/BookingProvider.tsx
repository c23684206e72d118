import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingContext, type BookingContextValue, type BookingState } from './booking.ts';
import { loadRememberedCustomer, loadSentBooking, saveSentBooking } from './storage.ts';

function initialState(): BookingState {
  return { customer: loadRememberedCustomer(), reference: '', comment: '', serverErrors: [], sent: loadSentBooking() };
}

/** Holds the booking context for the wizard's pages: remembered details on start, the sent order for this tab. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BookingState>(initialState);
  const location = useLocation();
  // Adjusted during render (React's pattern for state derived from a changed input), not in an effect.
  const [nav, setNav] = useState({ key: location.key, visit: 0 });
  if (nav.key !== location.key) setNav({ key: location.key, visit: nav.visit + 1 });
  const value = useMemo<BookingContextValue>(
    () => ({
      ...state,
      visit: nav.visit,
      updateCustomer: (patch) => setState((s) => ({ ...s, customer: { ...s.customer, ...patch } })),
      updateOrder: (patch) => setState((s) => ({ ...s, ...patch })),
      setServerErrors: (serverErrors) => setState((s) => ({ ...s, serverErrors })),
      markSent: (sent) => {
        saveSentBooking(sent);
        setState((s) => ({ ...s, sent }));
      },
      reset: () => {
        saveSentBooking(null);
        setState({ ...initialState(), sent: null });
      },
    }),
    [state, nav.visit],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

