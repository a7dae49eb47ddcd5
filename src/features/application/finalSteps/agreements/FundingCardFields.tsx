// The Visa debit card the approved loan's money is sent to (issue 31), typed on the loan documents' page when the
// borrower chooses a card: in the card processor's frame (issue 48, decision 0051), which checks it and hands the page
// a single-use token for the funding check. The page never holds the card's number or security code. An agent acting
// for the borrower sees where the card goes, not the frame (only the borrower can type a card).
import type { Ref } from 'react';
import { CardFrame, type CardFrameHandle } from '../../../../components/cardFrame/CardFrame';
import styles from './agreements.module.scss';
import { AGREEMENTS_TEXT } from './agreementsText';

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
  return (
    <fieldset className={styles.fieldset}>
      <legend>Your Visa debit card</legend>
      <p className={styles.hint}>
        We use the card only to send you your money; we never keep its number or security code.
      </p>
      {agent ? (
        <p className={styles.hint}>{AGREEMENTS_TEXT.cardBorrowerOnly}</p>
      ) : (
        <CardFrame
          ref={frame}
          fallback={onDeposit ? { label: AGREEMENTS_TEXT.depositInstead, choose: onDeposit } : null}
        />
      )}
    </fieldset>
  );
}
