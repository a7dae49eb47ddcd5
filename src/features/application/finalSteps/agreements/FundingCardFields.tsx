// The Visa debit card the approved loan's money is sent to (issue 31), typed on the loan documents' page when the
// borrower chooses a card: in the card processor's frame (issue 48, decision 0051), which checks it and hands the page
// a single-use token for the funding check. The page never holds the card's number or security code. An agent acting
// for the borrower sees where the card goes, not the frame (only the borrower can type a card).
import type { Ref } from 'react';
import { CardFrame, type CardFrameHandle } from '../../../../components/cardFrame/CardFrame';
import styles from './agreements.module.scss';
import { useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';

export function FundingCardFields({
  frame,
  agent,
  onDeposit,
}: {
  frame: Ref<CardFrameHandle>;
  agent: boolean;
  /** Choose a deposit to the bank account instead (when the brand offers it). */
  onDeposit: (() => void) | null;
}) {
  const text = useTexts<AgreementsText>(agreementsTexts);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{text('agreements.cardLegend')}</legend>
      <p className={styles.hint}>{text('agreements.cardUse')}</p>
      {agent ? (
        <p className={styles.hint}>{text('agreements.cardBorrowerOnly')}</p>
      ) : (
        <CardFrame
          ref={frame}
          fallback={onDeposit ? { label: text('agreements.depositInstead'), choose: onDeposit } : null}
        />
      )}
    </fieldset>
  );
}
