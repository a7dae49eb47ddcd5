import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useAppSelector } from '../../../store/hooks';
import { useSavePreferredProductMutation, useProductAvailabilityQuery, type Product } from '../applicationEndpoints';
import { selectApplicationRecord } from '../applicationRecord';
import { selectBrand } from '../../../store/selectors';
import { APPLICATION_TEXT } from '../applicationText';
import { useStepSave } from '../useStepSave';
import { ProductFacts } from '../progress/ProductFacts';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';
import { useFormats } from '../../../i18n/useFormats';
import { useMessageText, useTexts, type TextOf } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

const NO_PRODUCTS: Product[] = [];
const keyOf = (product: Pick<Product, 'productCode' | 'channel'>) => `${product.productCode}/${product.channel}`;

function Figures({ product, text }: { product: Product; text: TextOf<ApplicationText> }) {
  const { money, percent } = useFormats();
  const { display } = product;
  const example = product.xactExamples?.terms.find((term) => !term.returningRefiOnly) ?? null;
  return (
    <>
      <span className={styles.muted}>{display.whatItIs}</span>
      <span className={styles.muted}>
        {text('product.range', { min: money(product.minLoan ?? 0), max: money(product.maxLoan ?? 0) })}
        {display.showMaxTerm && product.maxTerm
          ? text('product.term', { prefix: display.termPrefix, term: product.maxTerm, suffix: display.termSuffix })
          : ''}
        {product.aprLow !== null && product.aprHigh !== null && product.aprLow !== product.aprHigh
          ? text('product.aprRange', { low: percent(product.aprLow), high: percent(product.aprHigh) })
          : product.aprLow !== null
            ? text('product.apr', { apr: percent(product.aprLow) })
            : ''}
      </span>
      {product.exampleBorrow !== null && product.exampleAPR !== null && (
        <span className={styles.muted}>
          {text('product.example', {
            amount: money(product.exampleBorrow),
            apr: percent(product.exampleAPR),
            payment: money(product.examplePaymentAmount ?? 0),
            total: money(product.exampleTotal ?? 0),
          })}
        </span>
      )}
      {example && (
        <span className={styles.muted}>
          {text('product.xactExample', {
            amount: money(example.principal),
            months: example.term,
            apr: percent(example.apr),
          })}
        </span>
      )}
      <ProductFacts display={display} />
    </>
  );
}

/** How long the products step 1's save answered with are shown without asking again. */
const PRODUCTS_FRESH_SECONDS = 60;

/** /application/product-preference: the products of the applicant's state for this brand (step 2). */
export function ProductPreferenceScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const { money } = useFormats();
  // One call, answered with the page that follows (the store for a store loan, else the income).
  const { save, saving, error } = useStepSave(useSavePreferredProductMutation);
  const record = useAppSelector(selectApplicationRecord);
  const brand = useAppSelector(selectBrand);
  const [chosen, setChosen] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  // The products of the application's state for this brand, from the API's cache: step 1's save filled it (decision
  // 0078), so coming from step 1 the page paints at once; asked afresh when the entry is older than a minute.
  const stateCode = record?.stateCode ?? null;
  const { data, isLoading, isError } = useProductAvailabilityQuery(
    stateCode ? { stateCode, brandName: brand.key } : skipToken,
    { refetchOnMountOrArgChange: PRODUCTS_FRESH_SECONDS },
  );
  const products = data?.products ?? NO_PRODUCTS;
  const saved = products.find((product) => product.productCode === record?.preferredProductCode);
  const pick = products.find((product) => keyOf(product) === chosen) ?? saved ?? null;
  return (
    <ApplicationPage id="product-title" title={text('product.title')}>
      {isLoading && <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>}
      {isError && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {products.length > 0 && (
        <>
          <fieldset className={styles.products}>
            <legend className="visually-hidden">{text('product.available')}</legend>
            {products.map((product) => (
              <label key={keyOf(product)} className={styles.product}>
                <span className={styles.productTitle}>
                  <input
                    type="radio"
                    name="product"
                    value={keyOf(product)}
                    checked={pick !== null && keyOf(pick) === keyOf(product)}
                    onChange={() => setChosen(keyOf(product))}
                  />
                  {product.display.title}
                </span>
                <Figures product={product} text={text} />
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button
              disabled={!pick || saving}
              onClick={() =>
                record &&
                pick &&
                void save(() => ({
                  id: record.id,
                  preferredProductCode: pick.productCode,
                  channel: pick.channel === 'RETAIL' ? 'RETAIL' : 'ONLINE',
                }))
              }
            >
              {text(saving ? APPLICATION_TEXT.processing : 'application.continue')}
            </Button>
            <Button variant="secondary" onClick={() => setComparing(true)}>
              {text('product.compare')}
            </Button>
          </div>
          <Modal
            open={comparing}
            title={text('product.compare')}
            onClose={() => setComparing(false)}
            actions={<Button onClick={() => setComparing(false)}>{text('product.close')}</Button>}
          >
            <table className={styles.compare}>
              <thead>
                <tr>
                  <th scope="col">{text('product.column.loan')}</th>
                  <th scope="col">{text('product.column.amount')}</th>
                  <th scope="col">{text('product.column.arrives')}</th>
                  <th scope="col">{text('product.column.where')}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => {
                  const { display } = product;
                  return (
                    <tr key={keyOf(product)}>
                      <th scope="row">{display.title}</th>
                      <td>
                        {text('product.range', {
                          min: money(product.minLoan ?? 0),
                          max: money(product.maxLoan ?? 0),
                        })}
                      </td>
                      <td>{display.whenMoneyArrives}</td>
                      <td>{text(product.channel === 'RETAIL' ? 'product.inStore' : 'product.online')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Modal>
        </>
      )}
    </ApplicationPage>
  );
}
