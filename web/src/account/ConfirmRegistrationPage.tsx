import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../components/toast.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { forgetSession } from '../relay/environment.ts';
import { apiCall, type TransportError } from '../transport/index.ts';
import './account.css';

interface LegacyUser {
  user_firstname: string;
}

/**
 * /stadfest?key=...: the link of the confirmation mail. The account is created (and logged in) when the person
 * presses the button, not when the page opens, so a mail scanner that follows links creates nothing.
 */
export function ConfirmRegistrationPage() {
  usePageTitle('Stadfest kontoen');
  const [params] = useSearchParams();
  const key = params.get('key');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!key) return <Navigate replace to="/opprett" />;

  async function confirm() {
    setBusy(true);
    setProblem(null);
    const show = (e: TransportError) => setProblem(e.fields?.[0]?.message ?? e.serverText ?? 'Kontoen kunne ikkje opprettast.');
    try {
      const user = await apiCall<LegacyUser>('POST', '/confirm_user', {
        body: { confirm_token: key },
        encrypt: true,
        handlers: { 422: show, 429: show },
      });
      forgetSession();
      toast(`Velkomen, ${user.user_firstname}! Kontoen din er oppretta.`, { type: 'success' });
      navigate('/konto', { replace: true });
    } catch {
      /* a handled failure is shown above; others show their own popup */
    }
    setBusy(false);
  }

  return (
    <section className="page account-page">
      <h1>Stadfest kontoen</h1>
      {problem && (
        <div className="alert warning" role="alert">
          <p>
            {problem} <Link to="/opprett">Opprett brukar</Link> · <Link to="/login">Logg inn</Link> · <Link to="/glemt-passord">Gløymt passord</Link>
          </p>
        </div>
      )}
      <p>Trykk på knappen for å opprette kontoen din og logge inn.</p>
      <button type="button" className="button primary" disabled={busy} onClick={confirm}>
        {busy ? 'Opprettar …' : 'Opprett kontoen'}
      </button>
    </section>
  );
}
