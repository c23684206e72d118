import { Navigate } from 'react-router-dom';
import { useBooking } from './booking.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { customerErrors } from './customerValidation.ts';
import { StepGuard } from './StepGuard.tsx';
import { stepOpen } from './steps.ts';
import { useWizard } from './useWizard.ts';

/**
 * Route /steg6: confirmation and order. The customer's details come from this tab's draft; without them (a link
 * opened in a new tab) the person goes back to step 5 to fill them in.
 */
export function ConfirmPage() {
  const { params, href } = useWizard();
  const { customer } = useBooking();
  const missing = Object.keys(customerErrors(customer, params.customer, true)).length > 0;
  if (stepOpen(5, params, false) && missing) return <Navigate replace to={href('/steg5')} />;
  return (
    <StepGuard step={6} skeleton="form">
      {(inputs) => <ConfirmStep {...inputs} />}
    </StepGuard>
  );
}
