import { Outlet } from 'react-router-dom';
import { BookingProvider } from './BookingProvider.tsx';
import './wizard.css';
import './stepbar.css';
import './offers.css';
import './checkout.css';

/** The booking wizard's routes (steps 1–6 and /mottatt) share one booking context while a person moves between them. */
export function WizardLayout() {
  return (
    <BookingProvider>
      <Outlet />
    </BookingProvider>
  );
}
