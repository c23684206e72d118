import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordFormMutation } from '../__generated__/ChangePasswordFormMutation.graphql';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { promptRelogin } from '../components/sessionEnded.ts';
import { toast } from '../components/toast.ts';
import { focusFirstInvalid, fromServerFields, validatePasswordChange, type FieldErrors } from './validation.ts';

/**
 * Min side: a new password, given with the current one (changeOwnPassword). The server ends the person's other
 * sessions and mails a notice; too many wrong attempts make them wait.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [commit, saving] = useMutation<ChangePasswordFormMutation>(graphql`
    mutation ChangePasswordFormMutation($input: ChangeOwnPasswordInput!) {
      changeOwnPassword(input: $input) {
        __typename
        ... on OkPayload {
          message
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
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    commit({
      variables: { input: values },
      onCompleted: ({ changeOwnPassword: r }) => {
        if (r.__typename === 'OkPayload') {
          toast(r.message ?? t('account.passwordChanged'), { type: 'success' });
          onDone();
        } else if (r.__typename === 'ValidationError') {
          setErrors(fromServerFields([...(r.fields ?? [])]));
          focusFirstInvalid(form.current);
        } else setProblem((r.__typename !== '%other' && r.message) || t('account.saveFailed'));
      },
      // An ended session asks to log in again (the layout's popup) instead of "try again".
      onError: (error) => setProblem(promptRelogin(error) ?? t('account.saveFailed')),
    });
  }

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('account.changePassword')}</h2>
      {problem && (
        <div className="alert warning" role="alert">
          <p>{problem}</p>
        </div>
      )}
      <FormField
        label={t('account.currentPassword')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={set('currentPassword')}
      />
      <FormField
        label={t('account.newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        hint={t('account.passwordHint')}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={set('newPassword')}
      />
      <p className="form-hint">{t('account.otherSessionsEnd')}</p>
      <p className="actions">
        <BusyButton type="submit" className="button primary" busy={saving}>
          {saving ? t('account.saving') : t('account.changePassword')}
        </BusyButton>
        <button type="button" className="button" onClick={onDone}>
          {t('account.cancel')}
        </button>
      </p>
    </form>
  );
}
