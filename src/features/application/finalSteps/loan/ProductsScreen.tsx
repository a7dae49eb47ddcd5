import { useId, useState } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { CallUs } from '../../../../components/CallUs';
import { formatPercent, formatUsd } from '../../../../lib/rules/money';
import { allowedTerms, offerApr } from '../../../../lib/rules/loanTerms';
import { useAppSelector } from '../../../../store/hooks';
import { useSaveLoanProductMutation, type Product } from '../../applicationEndpoints';
import { selectApplicationRecord } from '../../applicationRecord';
import { useOffers } from './useOffers';
import { APPLICATION_TEXT } from '../../applicationText';
import { useStepSave } from '../../useStepSave';
import { ProductFacts } from '../../progress/ProductFacts';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';

function Offer({ product, returning }: { product: Product; returning: boolean }) {
  const { display } = product;
  const terms = allowedTerms(product, returning);
  const online = product.channel === 'ONLINE';
  return (
    <>
      <span className={styles.muted}>{display.whatItIs}</span>
      <span className={styles.muted}>
        Borrow {formatUsd(product.minLoan ?? 0)} to {formatUsd(product.maxLoan ?? 0)}
        {online && display.flexibleTerm && terms.length > 0
          ? ` · ${display.termPrefix.toLowerCase()} ${terms[0]} to ${terms.at(-1)} ${display.termSuffix}`
          : ''}
        {online ? ` · ${formatPercent(offerApr(product, returning))} APR` : ''}
      </span>
      <ProductFacts
        display={display}
        whenMoneyArrives={
          online ? display.whenMoneyArrives : 'Your store sets the terms and gives you the money when you sign there.'
        }
      />
    </>
  );
}

/** /application/products: step 4 opens with the loans this applicant may take (getCustomerProductAvailability). */
export function ProductsScreen() {
  // One call, answered with the amount as the page that follows.
  const { save, saving, error } = useStepSave(useSaveLoanProductMutation);

  const record = useAppSelector(selectApplicationRecord);
  const { offers, status: offersStatus } = useOffers(record, { fresh: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const ids = useId();
  const returning = record?.returning === true;
  const pick =
    offers.find((product) => product.productCode === (chosen ?? record?.preferredProductCode)) ??
    (offers.length === 1 ? offers[0]! : null);
  return (
    <ApplicationPage id="products-title" title="Your loan offer">
      {offersStatus === 'loading' && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {offersStatus === 'failed' && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {offersStatus === 'ready' && offers.length === 0 && (
        <>
          <p>We cannot offer you a loan online in your state right now.</p>
          <CallUs wording="callUs.otherOptions" />
        </>
      )}
      {offers.length > 0 && (
        <>
          <p>
            {offers.length > 1
              ? 'Choose the loan you would like. You choose the amount next.'
              : 'This is the loan we can offer you. You choose the amount next.'}
          </p>
          <fieldset className={styles.products}>
            <legend className="visually-hidden">Loans offered to you</legend>
            {offers.map((product) => (
              <label key={product.productCode} className={styles.product}>
                <span className={styles.productTitle}>
                  <input
                    type="radio"
                    name="offer"
                    value={product.productCode}
                    checked={pick?.productCode === product.productCode}
                    onChange={() => setChosen(product.productCode)}
                    aria-labelledby={`${ids}-${product.productCode}`}
                    aria-describedby={`${ids}-${product.productCode}-terms`}
                  />
                  <span id={`${ids}-${product.productCode}`}>{product.display.title}</span>
                </span>
                <span id={`${ids}-${product.productCode}-terms`} className={styles.offerTerms}>
                  <Offer product={product} returning={returning} />
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button
              disabled={!pick || saving}
              onClick={() => record && pick && void save(() => ({ id: record.id, productCode: pick.productCode }))}
            >
              {saving ? APPLICATION_TEXT.processing : 'Continue'}
            </Button>
          </div>
        </>
      )}
    </ApplicationPage>
  );
}
