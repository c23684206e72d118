import { AccessoryStep } from './AccessoryStep.tsx';
import { StepGuard } from './StepGuard.tsx';

/** Route /steg4: "Velg tilbehør". */
export function AccessoriesPage() {
  return (
    <StepGuard step={4} skeleton="cards">
      {(inputs) => <AccessoryStep {...inputs} />}
    </StepGuard>
  );
}
