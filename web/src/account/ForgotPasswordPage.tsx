import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { withNotify } from '../components/notify.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { apiCall } from '../transport/index.ts';
import { focusFirstInvalid, fromServerFields, validateEmailOnly, type FieldErrors } from './validation.ts';
import './account.css';

/** /glemt-passord: asks for a reset link; the answer is "E-post sendt" whether or not the address is known. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.forgotPassword'));
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEmailOnly({ user_email: email });
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const message = await apiCall<string>('POST', '/request_reset_password_token', {
        body: { user_email: email.trim() },
        encrypt: true,
        handlers: { 422: (e) => setErrors(fromServerFields(e.fields)) },
      });
      navigate(withNotify('/login', { type: 'success', message: message || t('account.emailSent') }), { replace: true });
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="page account-page">
      <h1>{t('nav.forgotPassword')}</h1>
      <p className="lead">{t('account.forgotLead')}</p>
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        <FormField label={t('account.emailLabel')} type="email" name="user_email" autoComplete="email" value={email} error={errors.user_email} onChange={(e) => setEmail(e.target.value)} />
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? t('account.sending') : t('account.sendLink')}
        </BusyButton>
      </form>
      <p className="account-links">
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </section>
  );
}
