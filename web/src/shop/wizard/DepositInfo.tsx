import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DepositInfo_search$key } from '../../__generated__/DepositInfo_search.graphql';
import { depositKr, excessKrFor, invoicedMonthly, TERMS } from '@domain/terms.ts';
import { kr } from './format.ts';
import { useWizard } from './useWizard.ts';

/**
 * Deposit, excess, payment and cancellation on the confirmation (spec 1, section 9): private customers leave a deposit
 * on a card at pick-up (2 000 kr, 3 000 kr from 7 days as the terms say) and prepay; businesses are invoiced. The
 * excess is the chosen insurance's (Premium lowers it), else the vehicle's.
 */
export function DepositInfo({ search }: { search: DepositInfo_search$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment DepositInfo_search on RentalSearch {
        days
        customerType
        vehicles: offers(group: vehicles) {
          databaseId
          damageDeductible
        }
        insurances: offers(group: insurance) {
          slug
          title
          damageDeductible
        }
      }
    `,
    search,
  );
  const { params } = useWizard();
  const business = data.customerType === 'business';
  const vehicle = data.vehicles.find((v) => v.databaseId === params.rentalOption);
  const insurance = data.insurances.find((i) => i.slug === params.insurance);
  const excess = excessKrFor(insurance?.damageDeductible, vehicle?.damageDeductible);
  const deposit = String(depositKr(data.days));
  return (
    <section className="wz-info" aria-label={t('deposit.label')}>
      {!business && (
        <p>
          <strong>{t('deposit.deposit')}</strong> {t('deposit.depositText', { amount: kr(deposit), releaseDays: TERMS.depositReleaseDays })}
        </p>
      )}
      <p>
        <strong>{t('deposit.excess')}</strong> {kr(excess)}
        {insurance && t('deposit.withInsurance', { title: insurance.title })}.
      </p>
      <p>
        {business
          ? t('deposit.businessPayment', { invoiceDays: TERMS.invoiceAfterDays, termDays: TERMS.paymentTermDays })
          : t('deposit.privatePayment')}{' '}
        {business && invoicedMonthly(data.days) && <>{t('deposit.businessMonthly')} </>}
        {t('deposit.cancellation')}
      </p>
    </section>
  );
}
