import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { EraseCustomerButtonMutation } from '../../__generated__/EraseCustomerButtonMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';

/**
 * "Slett kunden" (erasure on request): the dialog says what erasure removes (services/customerErase.ts) and asks the
 * member of staff to type the customer's e-mail before the button works; declining does nothing. Afterwards the page
 * shows the anonymised person.
 */
export function EraseCustomerButton({ id, email, name }: { id: string; email: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [erase, erasing] = useMutation<EraseCustomerButtonMutation>(graphql`
    mutation EraseCustomerButtonMutation($input: CustomerIdInput!) {
      eraseCustomer(input: $input) {
        __typename
        ... on EraseCustomerSuccess {
          user {
            id
            firstname
            lastname
            email
            erasedAt
            isEmployee
            viewerMayErase
            viewerMayChange
            ...CustomerContactForm_user
            ...HistoryPanel_owner
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const confirm = () => {
    if (!matches) return;
    erase({
      variables: { input: { id } },
      onCompleted: ({ eraseCustomer: r }) => {
        setOpen(false);
        if (r.__typename === 'EraseCustomerSuccess') toast('Kunden er sletta (anonymisert).', { type: 'success' });
        else toast((r.__typename !== '%other' && r.message) || 'Kunne ikkje slette kunden.', { type: 'error' });
      },
      onError: (error) => {
        setOpen(false);
        // An ended session asks to log in again (the layout's popup).
        if (!promptRelogin(error)) toast('Kunne ikkje slette kunden.', { type: 'error' });
      },
    });
  };
  return (
    <>
      <button type="button" className="button danger" onClick={() => (setTyped(''), setOpen(true))}>
        Slett kunden
      </button>
      {open && (
        <ConfirmDialog title={`Slette «${name}»?`} confirmLabel="Slett kunden" danger busy={erasing || !matches} onConfirm={confirm} onCancel={() => setOpen(false)}>
          <p>
            Namn, e-post, telefon, adresser, referansar, kommentarar og opplasta førarkort vert fjerna frå kunden og bookingane til
            kunden, også frå gjestebookingar med same e-postadresse i kontoen du arbeider i, og frå historikken. Alle innloggingar
            vert avslutta, og kunden kan ikkje logge inn att. Bookingane og beløpa, og firmanamn og organisasjonsnummer på
            bedriftsbestillingar, vert behaldne for rekneskapen. Dette kan ikkje angrast.
          </p>
          <label className="field">
            <span>Skriv e-postadressa til kunden ({email}) for å stadfeste</span>
            <input type="email" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" aria-label="E-postadressa til kunden" />
          </label>
        </ConfirmDialog>
      )}
    </>
  );
}
