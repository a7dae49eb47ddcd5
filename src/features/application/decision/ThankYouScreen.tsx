// /application/thank-you (step 5): the brand's thank-you wording, and when the money arrives.
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { selectApplication } from '../applicationSlice';
import { ApplicationPage } from '../progress/ApplicationPage';
import { DECISION_TEXT } from './decisionText';

export function ThankYouScreen() {
  const brand = useAppSelector(selectBrand);
  const { decision } = useAppSelector(selectApplication);
  const funded = decision.state?.status === 'ORIGINATED' || decision.report?.status === 'ORIGINATED';
  return (
    <ApplicationPage id="thank-you-title" title={DECISION_TEXT.thankYouTitle}>
      <p>{brand.thankYouText}</p>
      {funded && <p>{DECISION_TEXT.funded}</p>}
      {/* The bank brand funds by deposit only. */}
      {brand.key !== 'ccb' && <p>{DECISION_TEXT.fastFunding}</p>}
      {decision.customerCode && <p>Your customer number is {decision.customerCode}.</p>}
    </ApplicationPage>
  );
}
