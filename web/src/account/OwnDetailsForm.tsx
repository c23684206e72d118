import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useMutation } from 'react-relay';
import { CUSTOMER_LIMITS } from '@domain/customer.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import type { OwnDetailsForm_viewer$key } from '../__generated__/OwnDetailsForm_viewer.graphql';
import type { OwnDetailsFormMutation } from '../__generated__/OwnDetailsFormMutation.graphql';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { promptRelogin } from '../components/sessionEnded.ts';
import { toast } from '../components/toast.ts';
import { focusFirstInvalid, fromServerFields, validateOwnDetails, type FieldErrors } from './validation.ts';

/**
 * Min side: the person's name and phone (with country code), saved with updateOwnDetails. The e-mail is the log-in and
 * is shown, not edited. A change made elsewhere since the page loaded is said, and nothing is overwritten.
 */
export function OwnDetailsForm({ viewer, onDone }: { viewer: OwnDetailsForm_viewer$key; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useFragment(
    graphql`
      fragment OwnDetailsForm_viewer on User {
        id
        firstname
        lastname
        email
        phone
        phoneCountryCode
        updatedAt
      }
    `,
    viewer,
  );
  const [commit, saving] = useMutation<OwnDetailsFormMutation>(graphql`
    mutation OwnDetailsFormMutation($input: UpdateOwnDetailsInput!) {
      updateOwnDetails(input: $input) {
        __typename
        ... on UpdateOwnDetailsSuccess {
          viewer {
            ...OwnDetailsForm_viewer
            firstname
            lastname
            phone
          }
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const form = useRef<HTMLFormElement>(null);
  // Opened by a button: the first field takes the focus.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const [values, setValues] = useState({
    firstname: me.firstname,
    lastname: me.lastname,
    phone: me.phone ? phoneWithCountryCode(me.phone, me.phoneCountryCode) : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The phone field carries its country code (+47 …), so the separate code is cleared.
    const input = { ...values, phoneCountryCode: null, phone: values.phone.trim() || null };
    const found = validateOwnDetails(input);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    commit({
      variables: { input: { ...input, updatedAt: me.updatedAt } },
      onCompleted: ({ updateOwnDetails: r }) => {
        if (r.__typename === 'UpdateOwnDetailsSuccess') {
          toast(t('account.detailsSaved'), { type: 'success' });
          onDone();
        } else if (r.__typename === 'ValidationError') {
          // The separate country code is not on this form: its message belongs to the phone field.
          const fields = fromServerFields((r.fields ?? []).map((f) => (f.field === 'phoneCountryCode' ? { ...f, field: 'phone' } : f)));
          setErrors(fields);
          focusFirstInvalid(form.current);
        } else setProblem((r.__typename !== '%other' && r.message) || t('account.saveFailed'));
      },
      // An ended session asks to log in again (the layout's popup) instead of "try again".
      onError: (error) => setProblem(promptRelogin(error) ?? t('account.saveFailed')),
    });
  }

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-labelledby="own-details-title">
      <h2 id="own-details-title">{t('account.detailsTitle')}</h2>
      {problem && (
        <div className="alert warning" role="alert">
          <p>{problem}</p>
        </div>
      )}
      <FormField label={t('account.firstName')} name="firstname" autoComplete="given-name" maxLength={CUSTOMER_LIMITS.name} value={values.firstname} error={errors.firstname} onChange={set('firstname')} />
      <FormField label={t('account.lastName')} name="lastname" autoComplete="family-name" maxLength={CUSTOMER_LIMITS.name} value={values.lastname} error={errors.lastname} onChange={set('lastname')} />
      <FormField label={t('account.phone')} name="phone" type="tel" autoComplete="tel" hint={t('account.phoneHint')} value={values.phone} error={errors.phone} onChange={set('phone')} />
      <p className="form-hint">{t('account.emailFixed', { email: me.email })}</p>
      <p className="actions">
        <BusyButton type="submit" className="button primary" busy={saving}>
          {saving ? t('account.saving') : t('account.save')}
        </BusyButton>
        <button type="button" className="button" onClick={onDone}>
          {t('account.cancel')}
        </button>
      </p>
    </form>
  );
}
