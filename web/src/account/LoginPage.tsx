import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { toast } from '../components/toast.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { forgetSession } from '../relay/environment.ts';
import { apiCall, type TransportError } from '../transport/index.ts';
import { goTo, Landing, loginBackTo } from './Landing.tsx';
import { landingPath, safeRedirect } from './redirect.ts';
import { readRememberMe, saveRememberMe } from './rememberMe.ts';
import { focusFirstInvalid, fromServerFields, validateLogin, type FieldErrors } from './validation.ts';
import './account.css';

/** The user object POST /api/v1/login answers with (the fields this screen reads). */
interface LegacyUser {
  user_isemployee: boolean;
  user_firstname: string;
}

/** An account GET /api/v1/accounts lists (the field this screen reads). */
interface LegacyAccount {
  account_slug: string;
}

/**
 * /login: e-mail, password and "Hugs meg"; errors from the server in a warning box (line breaks kept). Afterwards,
 * and for a visitor already logged in: the same-site `redirect`, else /admin for employees and /konto for others.
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.login'));
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = safeRedirect(params.get('redirect'), window.location.origin);
  const data = useLazyLoadQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        viewer {
          isEmployee
        }
        appInfo {
          developerFeatures
        }
      }
    `,
    {},
  );
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [remembered] = useState(readRememberMe);
  const [email, setEmail] = useState(remembered?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (data.viewer && !busy) return <Landing to={landingPath(data.viewer.isEmployee, redirect)} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    setWarning(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    const showWarning = (e: TransportError) => setWarning(e.serverText ?? t('account.loginFailed'));
    try {
      const user = await apiCall<LegacyUser>('POST', '/login', {
        body: { email: email.trim(), password, remember },
        encrypt: true,
        handlers: { 400: showWarning, 401: showWarning, 429: showWarning, 422: (e) => setErrors(fromServerFields(e.fields)) },
      });
      saveRememberMe(remember ? email.trim() : null);
      // Every screen must ask the server again: the viewer has changed.
      forgetSession();
      // Spec 1: the accounts are asked for after log-in, and an error is shown in the warning box. An employee with one
      // account goes straight to it; with several, to /admin, which asks which to work in.
      const accounts = await apiCall<LegacyAccount[] | string>('GET', '/accounts', { handlers: { any: showWarning } });
      if (typeof accounts === 'string') {
        setWarning(accounts);
        setBusy(false);
        return;
      }
      toast(t('account.welcome', { name: user.user_firstname }), { type: 'success' });
      goTo(navigate, landingPath(user.user_isemployee, redirect, accounts.length === 1 ? accounts[0]!.account_slug : undefined), safeRedirect(loginBackTo(location.state), window.location.origin) ?? undefined);
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="page account-page">
      <h1>{t('nav.login')}</h1>
      {warning && (
        <div className="alert warning" role="alert">
          <p className="preserve-lines">{warning}</p>
        </div>
      )}
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        <FormField label={t('account.emailLabel')} type="email" name="email" autoComplete="username" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
        <FormField
          label={t('account.passwordLabel')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('account.rememberMe')}
        </label>
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? t('account.loggingIn') : t('nav.login')}
        </BusyButton>
      </form>
      <p className="account-links">
        <Link to="/glemt-passord">{t('account.forgotLink')}</Link>
        {data.appInfo.developerFeatures && <Link to={redirect ? `/opprett?redirect=${encodeURIComponent(redirect)}` : '/opprett'}>{t('nav.register')}</Link>}
      </p>
    </section>
  );
}
