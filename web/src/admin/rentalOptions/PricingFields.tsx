import { useWatch } from 'react-hook-form';
import { BooleanField } from '../kit/BooleanField.tsx';
import { DecimalField, PriceField, Section, TextField } from '../kit/Field.tsx';
import { CUSTOMER_KINDS, FIELD_LABELS as L, MILEAGE_KINDS, PRICE_KINDS } from './formValues.ts';

const HEADINGS = { Private: 'Privatkunde (inkl. mva.)', Business: 'Bedriftskunde (eks. mva.)' } as const;

/**
 * The Prisar tab: every price field for private and business customers, the same-price toggle (business then pays
 * the private price less VAT, and its fields are not used), the VAT factor and the mileage limits.
 */
export function PricingFields() {
  const samePrice = useWatch({ name: 'samePricePrivateBusiness' }) as boolean;
  const sameMileage = useWatch({ name: 'mileageSameForBoth' }) as boolean;
  return (
    <>
      <Section title="Prisgrunnlag">
        <BooleanField name="samePricePrivateBusiness" label={L.samePricePrivateBusiness!} hint="Bedrift betaler privatprisen fråtrekt mva." />
 <BooleanField name="nodailyprice" label={L.nodailyprice!} hint="Dagsprisen blir teken éin gong, same kor lenge leigeforholdet varer" />
        <DecimalField name="vatFactor" label={L.vatFactor!} required hint="Del av prisen inkl. mva. som er mva. (0,2 = 25 % mva.)" />
      </Section>
      {CUSTOMER_KINDS.map((c) => (
        <Section key={c} title={HEADINGS[c]}>
          {c === 'Business' && samePrice && <p className="kit-note">Bedrift betaler privatprisen fråtrekt mva.; desse felta blir ikkje brukte.</p>}
          {PRICE_KINDS.map((k) => (
            <PriceField key={k} name={`price${c}${k}`} label={L[`price${c}${k}`]!} />
          ))}
        </Section>
      ))}
      <Section title="Km-grenser" defaultOpen={false}>
        <BooleanField name="mileageSameForBoth" label={L.mileageSameForBoth!} />
        {(sameMileage ? (['Private'] as const) : CUSTOMER_KINDS).map((c) =>
          MILEAGE_KINDS.map((k) => <TextField key={`${c}${k}`} name={`mileage${c}${k}`} label={L[`mileage${c}${k}`]!} inputMode="numeric" hint="Tomt: fri km" />),
        )}
      </Section>
    </>
  );
}
