// The footer's links and a brand's legal disclosures (spec 4.5), from its data file: who lends, the example loan and Xact tables, state
// licensing and each state's own notice, the payday-loan notice, the texting-fee and phone-consent notices and the
// California privacy notice. The flags decide: hideHawaiiFooter, hideKentuckyIowaFooter, showNewCaNotice and
// enableXact (the brand override picks the brand itself). Real headings, lists and tables, so a screen reader can
// move through them.
import { useId } from 'react';
import type { Brand } from '../../../brands/brandSchema';
import type { LegalNotice, LegalText } from '../../../brands/legalSchema';
import { PhoneLink } from '../../components/PhoneLink';
import { formatPercent, formatUsd } from '../../lib/rules/money';
import { FREQUENCY, type PaymentFrequency } from '../../lib/rules/paymentFrequency';
import { FooterLinks, policyLinks } from './FooterLinks';
import { readFooterContent } from './footerContent';
import styles from './FooterContent.module.scss';

export interface DisclosureFlags {
  hideHawaiiFooter: boolean;
  hideKentuckyIowaFooter: boolean;
  showNewCaNotice: boolean;
  enableXact: boolean;
}

/** The states whose own notices each flag hides. */
export function hiddenStates(flags: DisclosureFlags): Set<string> {
  const hidden = new Set<string>();
  if (flags.hideHawaiiFooter) hidden.add('HI');
  if (flags.hideKentuckyIowaFooter) ['KY', 'IA'].forEach((code) => hidden.add(code));
  return hidden;
}

function Notice({ notice }: { notice: LegalNotice }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h3 id={id}>{notice.heading}</h3>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * An example's payments as the portal's own schedule makes them (src/lib/rules/loanTerms.ts): one every so many days,
 * the first one period after the loan is made, the last one a few cents less.
 */
function paymentsText(term: {
  paymentCount: number;
  paymentFrequency: PaymentFrequency;
  paymentAmount: number;
  finalPaymentAmount: number;
}): string {
  const { days } = FREQUENCY[term.paymentFrequency];
  return `${term.paymentCount} payments, one every ${days} days, the first ${days} days after the loan is made: ${term.paymentCount - 1} of ${formatUsd(term.paymentAmount)} and a last payment of ${formatUsd(term.finalPaymentAmount)}`;
}

function ExampleLoan({ example }: { example: NonNullable<LegalText['exampleLoan']> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h3 id={id}>{example.heading}</h3>
      <table className={styles.table}>
        <caption>Representative example of an {example.product}</caption>
        <tbody>
          <tr>
            <th scope="row">Amount financed</th>
            <td>{formatUsd(example.amountFinanced)}</td>
          </tr>
          <tr>
            <th scope="row">APR</th>
            <td>{formatPercent(example.apr)}</td>
          </tr>
          <tr>
            <th scope="row">Term</th>
            <td>{example.termMonths} months</td>
          </tr>
          <tr>
            <th scope="row">Payments</th>
            <td>{paymentsText(example)}</td>
          </tr>
          <tr>
            <th scope="row">Total of payments</th>
            <td>{formatUsd(example.totalOfPayments)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        APRs range from {formatPercent(example.aprLow)} to {formatPercent(example.aprHigh)}, depending on your state and
        your credit.
      </p>
      {example.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  );
}

type XactTerm = NonNullable<LegalText['xact']>['terms'][number];

const xactRows: [string, (term: XactTerm) => string][] = [
  ['Amount financed', (term) => formatUsd(term.amountFinanced)],
  ['APR', (term) => formatPercent(term.apr)],
  ['Payments', paymentsText],
  ['Total of payments', (term) => formatUsd(term.totalOfPayments)],
  [
    'Who can choose it',
    (term) => (term.returningRefiOnly ? 'Returning or refinancing customers only' : 'Every customer'),
  ],
];

function XactBlock({ xact }: { xact: NonNullable<LegalText['xact']> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.notice} data-testid="xact-block">
      <h3 id={id}>{xact.heading}</h3>
      <p>
        Xact APRs range from {formatPercent(xact.aprLow)} to {formatPercent(xact.aprHigh)}.
      </p>
      {/* One column per term, one row per figure: readable at a phone's width. */}
      <table className={styles.table}>
        <caption>Xact example terms</caption>
        <thead>
          <tr>
            <td />
            {xact.terms.map((term) => (
              <th key={term.termMonths} scope="col">
                {term.termMonths}-month term
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {xactRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {xact.terms.map((term) => (
                <td key={term.termMonths}>{value(term)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>California residents: the most you can borrow with Xact is {formatUsd(xact.maxAmountForCA)}.</p>
      {xact.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  );
}

function Licensing({ licensing, hidden }: { licensing: LegalText['licensing']; hidden: Set<string> }) {
  const id = useId();
  const notices = licensing.states.filter((state) => state.notice && !hidden.has(state.code));
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h3 id={id}>{licensing.heading}</h3>
      <p>{licensing.intro}</p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Licenses by state</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">License</th>
            </tr>
          </thead>
          <tbody>
            {licensing.states.map((state) => (
              <tr key={state.code}>
                <th scope="row">{state.name}</th>
                <td>{state.license}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notices.length > 0 && (
        <ul className={styles.stateNotices} aria-label="Notices for residents of these states">
          {notices.map((state) => (
            <li key={state.code} data-state={state.code}>
              {state.notice}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Disclosures({
  legal,
  flags,
  phoneNumber,
}: {
  legal: LegalText;
  flags: DisclosureFlags;
  phoneNumber: string;
}) {
  const californiaNotice = flags.showNewCaNotice ? legal.californiaNotice.next : legal.californiaNotice.current;
  return (
    <div className={styles.legal}>
      <h2 className={styles.legalHeading}>Disclosures</h2>
      <p>{legal.lender}</p>
      {legal.exampleLoan && <ExampleLoan example={legal.exampleLoan} />}
      {flags.enableXact && legal.xact && <XactBlock xact={legal.xact} />}
      {legal.paydayNotice && <Notice notice={legal.paydayNotice} />}
      <Licensing licensing={legal.licensing} hidden={hiddenStates(flags)} />
      <Notice notice={legal.textingFeeNotice} />
      <Notice notice={legal.phoneConsentNotice} />
      <Notice notice={californiaNotice} />
      <p>
        Questions about these disclosures? Call <PhoneLink number={phoneNumber} />.
      </p>
    </div>
  );
}

/** The footer's links and the brand's disclosures: it suspends until they are loaded (on the server, given). */
export default function FooterContent({ brand, flags }: { brand: Brand; flags: DisclosureFlags }) {
  const content = readFooterContent(brand.key);
  return (
    <>
      <FooterLinks links={content.links ?? policyLinks(brand)} />
      {content.legal ? (
        <Disclosures legal={content.legal} flags={flags} phoneNumber={brand.phoneNumber} />
      ) : (
        <p role="status">
          Our legal disclosures could not be loaded. Reload the page, or call <PhoneLink number={brand.phoneNumber} />{' '}
          to hear them.
        </p>
      )}
    </>
  );
}
