import { CustomerStep } from './CustomerStep.tsx';
import { StepGuard } from './StepGuard.tsx';

/** Route /steg5: the customer's details. */
export function CustomerPage() {
  return (
    <StepGuard step={5} skeleton="form">
      {(inputs) => <CustomerStep {...inputs} />}
    </StepGuard>
  );
}
