// The footer's links and a brand's legal disclosures (spec 4.5), from its data file: who lends, the example loan and Xact tables, state
// licensing and each state's own notice, the payday-loan notice, the texting-fee and phone-consent notices and the
// California privacy notice. The flags decide: hideHawaiiFooter, hideKentuckyIowaFooter, showNewCaNotice and
// enableXact (the brand override picks the brand itself). Real headings, lists and tables, so a screen reader can
// move through them.
import { useDeferredValue, useId } from 'react';
import { Trans } from '@lingui/react';
import type { Brand } from '../../../brands/brandSchema';
import type { LegalNotice, LegalText } from '../../../brands/legalSchema';
import { PhoneLink } from '../../components/PhoneLink';
import { useFormats, type Formats } from '../../i18n/useFormats';
import { useTexts, type TextOf } from '../../i18n/useTexts';
import type { Language } from '../../lib/rules/language';
import { FREQUENCY, type PaymentFrequency } from '../../lib/rules/paymentFrequency';
import { FooterLinks, usePolicyLinks } from './FooterLinks';
import { footerContentReady, readFooterContent } from './footerContent';
import { disclosuresTexts, type DisclosuresText } from './texts/catalog';
import styles from './FooterContent.module.scss';

type Text = TextOf<DisclosuresText>;

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
function paymentsText(
  term: { paymentCount: number; paymentFrequency: PaymentFrequency; paymentAmount: number; finalPaymentAmount: number },
  text: Text,
  { money }: Formats,
): string {
  const { days } = FREQUENCY[term.paymentFrequency];
  return text('example.payments', {
    count: term.paymentCount,
    days,
    rest: term.paymentCount - 1,
    amount: money(term.paymentAmount),
    last: money(term.finalPaymentAmount),
  });
}

function ExampleLoan({ example, text }: { example: NonNullable<LegalText['exampleLoan']>; text: Text }) {
  const id = useId();
  const formats = useFormats();
  const { money, percent } = formats;
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h3 id={id}>{example.heading}</h3>
      <table className={styles.table}>
        <caption>{text('example.caption', { product: example.product })}</caption>
        <tbody>
          <tr>
            <th scope="row">{text('figure.amountFinanced')}</th>
            <td>{money(example.amountFinanced)}</td>
          </tr>
          <tr>
            <th scope="row">{text('figure.apr')}</th>
            <td>{percent(example.apr)}</td>
          </tr>
          <tr>
            <th scope="row">{text('figure.term')}</th>
            <td>{text('example.months', { months: example.termMonths })}</td>
          </tr>
          <tr>
            <th scope="row">{text('figure.payments')}</th>
            <td>{paymentsText(example, text, formats)}</td>
          </tr>
          <tr>
            <th scope="row">{text('figure.totalOfPayments')}</th>
            <td>{money(example.totalOfPayments)}</td>
          </tr>
        </tbody>
      </table>
      <p>{text('example.aprRange', { low: percent(example.aprLow), high: percent(example.aprHigh) })}</p>
      {example.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  );
}

type XactTerm = NonNullable<LegalText['xact']>['terms'][number];

const xactRows: [DisclosuresText, (term: XactTerm, text: Text, formats: Formats) => string][] = [
  ['figure.amountFinanced', (term, _text, { money }) => money(term.amountFinanced)],
  ['figure.apr', (term, _text, { percent }) => percent(term.apr)],
  ['figure.payments', paymentsText],
  ['figure.totalOfPayments', (term, _text, { money }) => money(term.totalOfPayments)],
  ['xact.whoCanChoose', (term, text) => text(term.returningRefiOnly ? 'xact.returningOnly' : 'xact.everyone')],
];

function XactBlock({ xact, text }: { xact: NonNullable<LegalText['xact']>; text: Text }) {
  const id = useId();
  const formats = useFormats();
  const { money, percent } = formats;
  return (
    <section aria-labelledby={id} className={styles.notice} data-testid="xact-block">
      <h3 id={id}>{xact.heading}</h3>
      <p>{text('xact.aprRange', { low: percent(xact.aprLow), high: percent(xact.aprHigh) })}</p>
      {/* One column per term, one row per figure: readable at a phone's width. */}
      <table className={styles.table}>
        <caption>{text('xact.caption')}</caption>
        <thead>
          <tr>
            <td />
            {xact.terms.map((term) => (
              <th key={term.termMonths} scope="col">
                {text('xact.term', { months: term.termMonths })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {xactRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{text(label)}</th>
              {xact.terms.map((term) => (
                <td key={term.termMonths}>{value(term, text, formats)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{text('xact.california', { amount: money(xact.maxAmountForCA) })}</p>
      {xact.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  );
}

function Licensing({
  licensing,
  hidden,
  text,
}: {
  licensing: LegalText['licensing'];
  hidden: Set<string>;
  text: Text;
}) {
  const id = useId();
  const notices = licensing.states.filter((state) => state.notice && !hidden.has(state.code));
  return (
    <section aria-labelledby={id} className={styles.notice}>
      <h3 id={id}>{licensing.heading}</h3>
      <p>{licensing.intro}</p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>{text('licensing.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('licensing.state')}</th>
              <th scope="col">{text('licensing.license')}</th>
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
        <ul className={styles.stateNotices} aria-label={text('licensing.notices')}>
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
  const text = useTexts<DisclosuresText>(disclosuresTexts);
  const californiaNotice = flags.showNewCaNotice ? legal.californiaNotice.next : legal.californiaNotice.current;
  return (
    <div className={styles.legal}>
      <h2 className={styles.legalHeading}>{text('disclosures.heading')}</h2>
      <p>{legal.lender}</p>
      {legal.exampleLoan && <ExampleLoan example={legal.exampleLoan} text={text} />}
      {flags.enableXact && legal.xact && <XactBlock xact={legal.xact} text={text} />}
      {legal.paydayNotice && <Notice notice={legal.paydayNotice} />}
      <Licensing licensing={legal.licensing} hidden={hiddenStates(flags)} text={text} />
      <Notice notice={legal.textingFeeNotice} />
      <Notice notice={legal.phoneConsentNotice} />
      <Notice notice={californiaNotice} />
      <p>
        <Trans
          id="disclosures.questions"
          values={{ phone: phoneNumber }}
          components={{ 0: <PhoneLink number={phoneNumber} /> }}
        />
      </p>
    </div>
  );
}

/**
 * The footer's links and the brand's disclosures, in the page's language: it suspends until they are loaded (on the
 * server, given).
 */
export default function FooterContent({
  brand,
  flags,
  language,
}: {
  brand: Brand;
  flags: DisclosureFlags;
  language: Language;
}) {
  // A language switch has loaded the new language's content first (loadWithLanguage), so it shows at once, with the
  // new words. Should it not be at hand, the footer stays as it was until it is (never its fallback, which would
  // shorten the page under the language control that was pressed).
  const deferred = useDeferredValue(language);
  const content = readFooterContent(brand.key, footerContentReady(brand.key, language) ? language : deferred);
  const policyLinks = usePolicyLinks(brand);
  // Its result is not needed here: the call suspends until the footer's words are loaded in the page's language, so
  // the failure line's <Trans> below never shows its key or another language's words.
  useTexts<DisclosuresText>(disclosuresTexts);
  return (
    <>
      <FooterLinks links={content.links ?? policyLinks} />
      {content.legal ? (
        <Disclosures legal={content.legal} flags={flags} phoneNumber={brand.phoneNumber} />
      ) : (
        <p role="status">
          <Trans
            id="disclosures.failed"
            values={{ phone: brand.phoneNumber }}
            components={{ 0: <PhoneLink number={brand.phoneNumber} /> }}
          />
        </p>
      )}
    </>
  );
}
