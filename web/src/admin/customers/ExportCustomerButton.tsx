import { useState } from 'react';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { TransportError } from '../../transport/errors.ts';

/** The file name the server gives in `content-disposition`, else a default. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * "Last ned data (JSON)": everything stored about the customer, as the account the staff member acts in sees it.
 * A plain link cannot send the `x-account` header, so the export would be judged against all of the staff member's
 * accounts instead of the chosen one: the file is fetched with the header and handed to the browser as a download.
 */
export function ExportCustomerButton({ slug, userId }: { slug: string; userId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/user/${userId}/export`, { headers: { 'x-account': slug, accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { status?: unknown; data?: unknown } | null;
        // An ended session (401 SessionExpired) asks to log in again (the layout's popup).
        const status = typeof body?.status === 'string' ? body.status : '';
        if (promptRelogin(new TransportError('HTTP', `HTTP ${response.status}`, response.status, status))) return;
        toast(typeof body?.data === 'string' ? body.data : 'Kunne ikkje laste ned dataa. Prøv igjen.', { type: 'error' });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(response, `kunde-${userId}.json`);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast('Kunne ikkje laste ned dataa. Prøv igjen.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton type="button" className="button" onClick={() => void download()} busy={busy}>
      Last ned data (JSON)
    </BusyButton>
  );
}
