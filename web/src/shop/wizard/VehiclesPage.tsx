import { StepGuard } from './StepGuard.tsx';
import { VehicleStep } from './VehicleStep.tsx';

/** Route /steg2: "Velg leieprodukt". */
export function VehiclesPage() {
  return (
    <StepGuard step={2} skeleton="cards">
      {(inputs) => <VehicleStep {...inputs} />}
    </StepGuard>
  );
}
