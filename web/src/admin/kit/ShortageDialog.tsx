import { ConfirmDialog } from './ConfirmDialog.tsx';

/** What a save refused with CLASS_SHORTAGE asks (`useSaveMutation`'s `onCode`): the server's message, then the choice. */
export interface Shortage {
  message: string;
  /** Sends the same change again with acceptShortage. */
  confirm: () => void;
}

/**
 * The question after a save the server refused because a vehicle class would be left short of a car for a booking
 * (a vehicle out of rent, moved, or out of its class): the server's message naming the booking, what saving anyway
 * means, and "Lagre likevel" to send the change again with acceptShortage. Declining changes nothing.
 */
export function ShortageDialog({ title, shortage, busy, onCancel }: { title: string; shortage: Shortage; busy: boolean; onCancel: () => void }) {
  return (
    <ConfirmDialog title={title} confirmLabel="Lagre likevel" busy={busy} onConfirm={shortage.confirm} onCancel={onCancel}>
      <p>{shortage.message}</p>
      <p>Lagrar du likevel, står bookingen utan ledig bil til du gir han ein annan eller endrar han.</p>
    </ConfirmDialog>
  );
}
