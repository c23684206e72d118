import { InsuranceStep } from './InsuranceStep.tsx';
import { StepGuard } from './StepGuard.tsx';

/** Route /steg3: "Velg forsikring". */
export function InsurancePage() {
  return (
    <StepGuard step={3} skeleton="cards">
      {(inputs) => <InsuranceStep {...inputs} />}
    </StepGuard>
  );
}
