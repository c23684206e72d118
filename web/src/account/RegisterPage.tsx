import { useTranslation } from 'react-i18next';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { CUSTOMER_LIMITS } from '@domain/customer.ts';
import { Link, useSearchParams } from 'react-router-dom';
import type { RegisterPageQuery } from '../__generated__/RegisterPageQuery.graphql';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { apiCall } from '../transport/index.ts';
import { Landing } from './Landing.tsx';
import { landingPath, safeRedirect } from './redirect.ts';
import { focusFirstInvalid, fromServerFields, validateRegister, type FieldErrors } from './validation.ts';
import './account.css';

const EMPTY = { user_firstname: '', user_lastname: '', user_phone: '', user_email: '', user_password: '' };
type Values = typeof EMPTY;

/**
 * /opprett: asks for a new customer account. The answer is the same for every address: a mail follows with the
 * confirmation link (or, for an address that has an account, a reminder), so the page says where to look.
 * Logged-in users are sent on.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.register'));
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), window.location.origin);
  const data = useLazyLoadQuery<RegisterPageQuery>(
    graphql`
      query RegisterPageQuery {
        viewer {
          isEmployee
        }
      }
    `,
    {},
  );
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (data.viewer) return <Landing to={landingPath(data.viewer.isEmployee, redirect)} />;

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    setBusy(true);
    try {
      await apiCall('POST', '/create_user', {
        body: { ...values, user_created_at: new Date().toISOString() },
        encrypt: true,
        handlers: { 422: (e) => (setErrors(fromServerFields(e.fields)), focusFirstInvalid(form.current)) },
      });
      setSentTo(values.user_email.trim());
    } catch {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <section className="page account-page">
        <h1>{t('account.checkEmail')}</h1>
        <div className="alert success" role="status">
          <p>
            {t('account.sentTo', { email: sentTo })}
          </p>
        </div>
        <p>{t('account.noEmail')}</p>
        <p className="account-links">
          <Link to="/login">{t('account.toLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page account-page">
      <h1>{t('nav.register')}</h1>
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        <div className="form-row">
          <FormField label={t('account.firstName')} autoComplete="given-name" maxLength={CUSTOMER_LIMITS.name} {...field('user_firstname')} />
          <FormField label={t('account.lastName')} autoComplete="family-name" maxLength={CUSTOMER_LIMITS.name} {...field('user_lastname')} />
        </div>
        <FormField label={t('account.phone')} type="tel" autoComplete="tel" hint={t('account.phoneHint')} {...field('user_phone')} />
        <FormField label={t('account.emailLabel')} type="email" autoComplete="email" maxLength={CUSTOMER_LIMITS.email} {...field('user_email')} />
        <FormField label={t('account.passwordLabel')} type="password" autoComplete="new-password" hint={t('account.passwordHint')} {...field('user_password')} />
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? t('account.creating') : t('nav.register')}
        </BusyButton>
      </form>
      <p className="account-links">
        <span>
          {t('account.haveAccount')} <Link to="/login">{t('nav.login')}</Link>
        </span>
      </p>
    </section>
  );
}
