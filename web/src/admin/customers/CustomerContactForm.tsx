import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_MESSAGES } from '@domain/fields.ts';
import { CUSTOMER_LIMITS, CUSTOMER_MESSAGES, customerFormSchema, type CustomerFormValues } from '@domain/customer.ts';
import { phoneWithCountryCode } from '@domain/phone.ts';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CustomerContactForm_user$key } from '../../__generated__/CustomerContactForm_user.graphql';
import type { CustomerContactFormUpdateMutation } from '../../__generated__/CustomerContactFormUpdateMutation.graphql';
import { toast } from '../../components/toast.ts';
import { FieldGroup, FormReadOnly, TextField } from '../kit/Field.tsx';
import { FormBar } from '../kit/FormBar.tsx';
import { errorPaths, invalidFormMessage } from '../kit/formErrors.ts';
import { useSaveMutation } from '../kit/useSaveMutation.ts';
import { useUnsavedChanges } from '../kit/useUnsavedChanges.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

type Fields = { firstname: string; lastname: string; email: string; phoneCountryCode: string; phone: string };
const REQUIRED = FORM_MESSAGES.requiredForm;
const FIELDS = ['firstname', 'lastname', 'email', 'phoneCountryCode', 'phone'] as const;
const resolver = zodResolver(customerFormSchema) as unknown as Resolver<Fields, unknown, CustomerFormValues>;

/** The customer's contact details: a form for those who may change customers (updateCustomer), read-only otherwise. */
export function CustomerContactForm({ user }: { user: CustomerContactForm_user$key }) {
  const u = useFragment(
    graphql`
      fragment CustomerContactForm_user on User {
        id
        updatedAt
        firstname
        lastname
        email
        phoneCountryCode
        phone
        viewerMayChange
        viewerChangeRefusal
        viewerMayChangeEmail
        erasedAt
      }
    `,
    user,
  );
  const values = (): Fields => ({ firstname: u.firstname, lastname: u.lastname, email: u.email, phoneCountryCode: u.phoneCountryCode ?? '', phone: u.phone ?? '' });
  const form = useForm<Fields, unknown, CustomerFormValues>({ defaultValues: values(), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [formError, setFormError] = useState<string | null>(null);
  const { dialog } = useUnsavedChanges(form.formState.isDirty);
  const [commit, saving] = useSaveMutation<CustomerContactFormUpdateMutation>(graphql`
    mutation CustomerContactFormUpdateMutation($input: UpdateCustomerInput!) {
      updateCustomer(input: $input) {
        __typename
        ... on UpdateCustomerSuccess {
          user {
            ...CustomerContactForm_user
            ...HistoryPanel_owner
            firstname
            lastname
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `, {
    form,
    setFormError,
    showInvalid: (_fields, message) => setFormError(message),
    requiredMessage: REQUIRED,
  });
  const [phoneCountryCode, phone] = useWatch({ control: form.control, name: ['phoneCountryCode', 'phone'] });
  const readOnly = !u.viewerMayChange || u.erasedAt !== null;
  // Why the form is read-only (the page already says so for an erased person); when only the e-mail is locked, why that is.
  const readOnlyReason = !u.viewerMayChange && u.erasedAt === null ? u.viewerChangeRefusal : null;
  const emailHint = !readOnly && !u.viewerMayChangeEmail ? CUSTOMER_MESSAGES.emailSiteOnly : undefined;

  const save = form.handleSubmit(
    () => {
      setFormError(null);
      const current = form.getValues();
      const initial = values();
      const changed = FIELDS.filter((f) => current[f].trim() !== initial[f]);
      if (changed.length === 0) {
        toast('Ingen endringer. Ingen endringer er gjort.', { type: 'info' });
        return;
      }
      commit({
        variables: { input: { id: u.id, updatedAt: u.updatedAt, ...Object.fromEntries(changed.map((f) => [f, current[f]])) } },
        answer: (r) => r.updateCustomer,
        success: 'UpdateCustomerSuccess',
        onSuccess: () => {
          form.reset(current);
          toast('Endringen er lagret.', { type: 'success' });
        },
      });
    },
    (errors) => setFormError(invalidFormMessage(errorPaths(errors), (p) => form.getValues(p as never), REQUIRED)),
  );

  return (
    <FormProvider {...form}>
      <form className="kit-form" noValidate onSubmit={save} aria-label="Kontaktopplysningar">
        {formError && (
          <p className="kit-form-error" role="alert">
            {formError}
          </p>
        )}
        {readOnlyReason && (
          <p role="note">
            {readOnlyReason}
          </p>
        )}
        {/* A form nobody here may change shows its fields read-only (no star, no counter, the locked look), not as
            boxes that only refuse the typing: the kit's read-only form, as the form shell gives it. */}
        <FormReadOnly.Provider value={readOnly}>
          <FieldGroup>
          <TextField name="firstname" label="Fornamn" required maxLength={CUSTOMER_LIMITS.name} />
          <TextField name="lastname" label="Etternamn" required maxLength={CUSTOMER_LIMITS.name} />
          <TextField
            name="email"
            label="E-post"
            type="email"
            inputMode="email"
            required
            maxLength={CUSTOMER_LIMITS.email}
            // Locked alone (its hint says why) where the rest may be changed; in a read-only form, like the rest.
            readOnly={!u.viewerMayChangeEmail}
            hint={emailHint}
          />
          <TextField name="phoneCountryCode" label="Landskode" maxLength={CUSTOMER_LIMITS.phoneCountryCode} />
          <TextField
            name="phone"
            label="Telefon"
            type="tel"
            inputMode="tel"
            maxLength={CUSTOMER_LIMITS.phone}
            // The number as staff dial it: the country code is a field of its own.
            hint={phone.trim() ? `Med landskode: ${phoneWithCountryCode(phone, phoneCountryCode)}` : undefined}
          />
          </FieldGroup>
        </FormReadOnly.Provider>
        {!readOnly && (
          <FormBar>
            <BusyButton type="submit" className="button primary" busy={saving}>
              Lagre
            </BusyButton>
          </FormBar>
        )}
      </form>
      {dialog}
    </FormProvider>
  );
}
