import { useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { RegisterPageQuery } from '../__generated__/RegisterPageQuery.graphql';
import { FormField } from '../components/FormField.tsx';
import { withNotify } from '../components/notify.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { apiCall } from '../transport/index.ts';
import { landingPath, safeRedirect } from './redirect.ts';
import { focusFirstInvalid, fromServerFields, validateRegister, type FieldErrors } from './validation.ts';
import './account.css';

const EMPTY = { user_firstname: '', user_lastname: '', user_phone: '', user_email: '', user_password: '' };
type Values = typeof EMPTY;

/** /opprett: a new customer account; success goes to /login with "Brukar oppretta". Logged-in users are sent on. */
export function RegisterPage() {
  usePageTitle('Opprett brukar');
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
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (data.viewer) return <Navigate replace to={landingPath(data.viewer.isEmployee, redirect)} />;

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
      const login = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
      navigate(withNotify(login, { type: 'success', message: 'Brukar oppretta' }), { replace: true });
    } catch {
      setBusy(false);
    }
  }

  return (
    <section className="page account-page">
      <h1>Opprett brukar</h1>
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        <div className="form-row">
          <FormField label="Fornamn" autoComplete="given-name" maxLength={100} {...field('user_firstname')} />
          <FormField label="Etternamn" autoComplete="family-name" maxLength={100} {...field('user_lastname')} />
        </div>
        <FormField label="Telefon" type="tel" autoComplete="tel" hint="Med landskode, til dømes +47 912 34 567." {...field('user_phone')} />
        <FormField label="E-post" type="email" autoComplete="email" maxLength={254} {...field('user_email')} />
        <FormField label="Passord" type="password" autoComplete="new-password" hint="Minst 8 teikn, med både bokstavar og tal." {...field('user_password')} />
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Opprettar …' : 'Opprett brukar'}
        </button>
      </form>
      <p className="account-links">
        <span>
          Har du allereie ein brukar? <Link to="/login">Logg inn</Link>
        </span>
      </p>
    </section>
  );
}
