// /loan/conversion: 'Loading offers', then with one offer 'Initial underwriting' at once; with two, 'Choose the Option
// That's Right for You' (each choice confirmed in a modal). An underwriting that does not approve, or no offer, gets a
// page that says the loan stays as it is and what the customer can do; a failed call says so with Try again.
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/LinkButton';
import { Modal } from '../../../components/Modal';
import { PhoneLink } from '../../../components/PhoneLink';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import type { ConversionKind } from '../conversionEndpoints';
import { conversionEntered, optionConfirmed, selectConversion } from '../conversionSlice';
import { ConversionFrame, Waiting } from './ConversionFrame';
import styles from './conversion.module.scss';

export const OFFER_TEXT = {
  loading: 'Loading offers',
  underwriting: 'Initial underwriting',
  choose: "Choose the Option That's Right for You",
  convertTitle: 'Convert into Installment Loan',
  convertButton: 'Convert My Loan',
  refinanceTitle: 'Refinance your Payday Loan',
  refinanceButton: 'Refinance Now',
  declinedTitle: 'We can’t change your loan right now',
} as const;

const CONFIRM: Record<ConversionKind, { title: string; text: string }> = {
  CONVERSION: {
    title: 'Convert your payday loan?',
    text: 'We will check whether you qualify to turn your payday loan into an installment loan: smaller payments over a longer time. Checking does not change your loan or affect your credit score; you see the terms before you sign anything.',
  },
  REFINANCE: {
    title: 'Refinance your payday loan?',
    text: 'We will check whether you qualify to refinance your payday loan for another pay period, paying some back or borrowing a little more if you like. Checking does not change your loan; you see the terms before you sign anything.',
  },
};

export function OffersScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { phase, message } = useAppSelector(selectConversion);
  const [confirming, setConfirming] = useState<ConversionKind | null>(null);
  useEffect(() => {
    dispatch(conversionEntered());
  }, [dispatch]);

  if (phase === 'idle' || phase === 'loadingOffers') return <Waiting text={OFFER_TEXT.loading} />;
  if (phase === 'underwriting' || phase === 'approved') return <Waiting text={OFFER_TEXT.underwriting} />;
  if (phase === 'failed')
    return (
      <ConversionFrame title="Your loan options">
        <Alert tone="error">{message}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => dispatch(conversionEntered())}>Try again</Button>
          <LinkButton secondary to={paths.account.root.href()}>
            Back to your account
          </LinkButton>
        </div>
      </ConversionFrame>
    );
  if (phase === 'declined')
    return (
      <ConversionFrame title={OFFER_TEXT.declinedTitle}>
        <p className={styles.lead}>
          Based on our initial review, we can’t convert or refinance your payday loan at this time. Nothing about your
          loan has changed: it is due as agreed, and you can pay it from your account.
        </p>
        <p>
          If you are having trouble paying, call us at <PhoneLink number={brand.phoneNumber} />: we can talk about a
          payment plan. We review again each time you ask, so you may qualify later.
        </p>
        <div className={styles.actions}>
          <LinkButton to={paths.account.root.href()}>Back to your account</LinkButton>
        </div>
      </ConversionFrame>
    );
  return (
    <ConversionFrame title={OFFER_TEXT.choose}>
      <div className={styles.offers}>
        <div className={styles.offer} role="group" aria-labelledby="offer-convert">
          <h2 id="offer-convert">{OFFER_TEXT.convertTitle}</h2>
          <p>
            Pay your payday loan off with an installment loan: smaller payments every pay period instead of one payment
            on your due date, and cash for the rest of the amount you choose.
          </p>
          <Button onClick={() => setConfirming('CONVERSION')}>{OFFER_TEXT.convertButton}</Button>
        </div>
        <div className={styles.offer} role="group" aria-labelledby="offer-refinance">
          <h2 id="offer-refinance">{OFFER_TEXT.refinanceTitle}</h2>
          <p>
            Take another pay period to repay: pay the fee now and keep your loan, pay some of it back to owe less, or
            borrow a little more.
          </p>
          <Button onClick={() => setConfirming('REFINANCE')}>{OFFER_TEXT.refinanceButton}</Button>
        </div>
      </div>
      <Modal
        open={confirming !== null}
        title={confirming ? CONFIRM[confirming].title : ''}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button
              onClick={() => {
                if (confirming) dispatch(optionConfirmed(confirming));
                setConfirming(null);
              }}
            >
              Continue
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>{confirming ? CONFIRM[confirming].text : ''}</p>
      </Modal>
    </ConversionFrame>
  );
}
