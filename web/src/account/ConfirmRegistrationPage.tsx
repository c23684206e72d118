import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../components/BusyButton.tsx';
import { focusHeading, focusLost } from '../components/focusHeading.ts';
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
  const { t } = useTranslation();
  usePageTitle(t('nav.confirm'));
  const [params] = useSearchParams();
  const key = params.get('key');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A link that is invalid, used or expired (422) cannot be pressed into working; a rate limit (429) can be waited out.
  const [dead, setDead] = useState(false);
  // A dead link takes the button away while it has focus: the heading gets it (the alert below it is read out, and its
  // links come next), not <body>.
  useEffect(() => {
    if (dead && focusLost()) focusHeading();
  }, [dead]);

  if (!key) return <Navigate replace to="/opprett" />;

  async function confirm() {
    setBusy(true);
    setProblem(null);
    const show = (e: TransportError) => setProblem(e.fields?.[0]?.message ?? e.serverText ?? t('account.couldNotCreate'));
    try {
      const user = await apiCall<LegacyUser>('POST', '/confirm_user', {
        body: { confirm_token: key },
        encrypt: true,
        handlers: {
          422: (e) => {
            setDead(true);
            show(e);
          },
          429: show,
        },
      });
      forgetSession();
      toast(t('account.welcomeCreated', { name: user.user_firstname }), { type: 'success' });
      navigate('/konto', { replace: true });
    } catch {
      /* a handled failure is shown above; others show their own popup */
    }
    setBusy(false);
  }

  return (
    <section className="page account-page">
      <h1>{t('nav.confirm')}</h1>
      {problem && (
        <div className="alert warning" role="alert">
          <p>
            {problem} <Link to="/opprett">{t('nav.register')}</Link> · <Link to="/login">{t('nav.login')}</Link> · <Link to="/glemt-passord">{t('nav.forgotPassword')}</Link>
          </p>
        </div>
      )}
      {!dead && (
        <>
          <p>{t('account.confirmLead')}</p>
          <BusyButton type="button" className="button primary" busy={busy} onClick={confirm}>
            {busy ? t('account.creating') : t('account.createAccount')}
          </BusyButton>
        </>
      )}
    </section>
  );
}
