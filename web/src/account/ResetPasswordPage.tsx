import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { withNotify } from '../components/notify.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { apiCall } from '../transport/index.ts';
import { focusFirstInvalid, fromServerFields, validateNewPassword, type FieldErrors } from './validation.ts';
import './account.css';

/** /tilbakestill?key=...: sets a new password from the e-mailed link; without a key it goes to /glemt-passord. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.newPassword'));
  const [params] = useSearchParams();
  const key = params.get('key');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (!key) return <Navigate replace to="/glemt-passord" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword({ new_password: password });
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      const message = await apiCall<string>('POST', '/update_password', {
        body: { reset_token: key, new_password: password },
        encrypt: true,
        handlers: { 422: (e) => (setErrors(fromServerFields(e.fields)), focusFirstInvalid(form.current)) },
      });
      navigate(withNotify('/login', { type: 'success', message: message || t('account.passwordUpdated') }), { replace: true });
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="page account-page">
      <h1>{t('account.newPassword')}</h1>
      {errors.reset_token && (
        <div className="alert warning" role="alert">
          <p>
            {errors.reset_token} <Link to="/glemt-passord">{t('account.toForgot')}</Link>
          </p>
        </div>
      )}
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        <FormField
          label={t('account.newPassword')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          hint={t('account.passwordHint')}
          value={password}
          error={errors.new_password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? t('account.saving') : t('account.saveNewPassword')}
        </BusyButton>
      </form>
    </section>
  );
}
