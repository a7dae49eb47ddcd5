import { useId, useState } from 'react';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { CallUs } from '../../../../components/CallUs';
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
import { useFormats } from '../../../../i18n/useFormats';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';

function Offer({ product, returning }: { product: Product; returning: boolean }) {
  const text = useTexts<ApplicationText>(applicationTexts);
  const { money, percent } = useFormats();
  const { display } = product;
  const terms = allowedTerms(product, returning);
  const online = product.channel === 'ONLINE';
  return (
    <>
      <span className={styles.muted}>{display.whatItIs}</span>
      <span className={styles.muted}>
        {text('offer.borrow', { min: money(product.minLoan ?? 0), max: money(product.maxLoan ?? 0) })}
        {online && display.flexibleTerm && terms.length > 0
          ? text('offer.terms', {
              prefix: display.termPrefix.toLowerCase(),
              shortest: terms[0]!,
              longest: terms.at(-1)!,
              suffix: display.termSuffix,
            })
          : ''}
        {online ? text('offer.apr', { apr: percent(offerApr(product, returning)) }) : ''}
      </span>
      <ProductFacts display={display} whenMoneyArrives={online ? display.whenMoneyArrives : text('offer.storeTerms')} />
    </>
  );
}

/** /application/products: step 4 opens with the loans this applicant may take (getCustomerProductAvailability). */
export function ProductsScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
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
    <ApplicationPage id="products-title" title={text('offer.title')}>
      {offersStatus === 'loading' && <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>}
      {offersStatus === 'failed' && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {offersStatus === 'ready' && offers.length === 0 && (
        <>
          <p>{text('offer.none')}</p>
          <CallUs wording="callUs.otherOptions" />
        </>
      )}
      {offers.length > 0 && (
        <>
          <p>{text(offers.length > 1 ? 'offer.chooseOne' : 'offer.onlyOne')}</p>
          <fieldset className={styles.products}>
            <legend className="visually-hidden">{text('offer.legend')}</legend>
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
              {text(saving ? APPLICATION_TEXT.processing : 'application.continue')}
            </Button>
          </div>
        </>
      )}
    </ApplicationPage>
  );
}
