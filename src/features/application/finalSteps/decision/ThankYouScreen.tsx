// /application/thank-you (step 5): the brand's thank-you wording, and when the money arrives (by the way chosen at
// /approved/agreements); for a store loan, approved online, the visit to the store and what to bring; and, on load, the
// remember-my-device modal (spec 4.8) for a borrower whose mobile number the application verified (not for an agent
// acting for them).
import { brandNotices } from '../../../../../brands/notices';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { RememberDeviceModal } from '../../../../verification/RememberDeviceModal';
import { rememberDeviceAnswered, selectChecks } from '../checks/checksSlice';
import { selectBrand } from '../../../../store/selectors';
import { selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { DECISION_TEXT } from './decisionText';
import { LinkButton } from '../../../../components/LinkButton';
import { paths } from '../../../../config/paths';
import { whatToBring } from '../../../../lib/rules/whatToBring';

/** When the money arrives: by the way chosen; before one is chosen, both ways (the bank brand deposits only). */
function fundingText(method: string | null | undefined, bankPartner: boolean) {
  if (method === 'DEBIT_CARD') return DECISION_TEXT.fundedToCard;
  if (method === 'ACH' || bankPartner) return DECISION_TEXT.fundedByDeposit;
  return DECISION_TEXT.fastFunding;
}

export function ThankYouScreen() {
  const brand = useAppSelector(selectBrand);
  const dispatch = useAppDispatch();
  const { decision } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const { rememberDevice } = useAppSelector(selectChecks);
  const agent = useAppSelector((state) => state.auth.adminEmail !== null);
  const ask = !agent && record?.phoneVerification?.verified === true && rememberDevice !== 'answered';
  const funded = decision.state?.status === 'ORIGINATED' || decision.report?.status === 'ORIGINATED';
  // A store loan is approved online and signed at the store.
  const storeLoan = record?.channel === 'RETAIL';
  const storeNumber = record?.storeInformation?.storeNumber ?? null;
  return (
    <ApplicationPage id="thank-you-title" title={DECISION_TEXT.thankYouTitle}>
      <p>{brandNotices[brand.key].thankYouText}</p>
      {funded && <p>{DECISION_TEXT.funded}</p>}
      {storeLoan ? (
        <>
          <p>{DECISION_TEXT.storeApproved(storeNumber)}</p>
          <h2 id="bring-title">What to bring?</h2>
          <ul aria-labelledby="bring-title">
            {whatToBring(record?.preferredProductCode).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <LinkButton to={paths.findAStore.href()} secondary>
            {DECISION_TEXT.findStore}
          </LinkButton>
        </>
      ) : (
        <p>{fundingText(record?.agreements?.fundingMethod, brand.bankPartner)}</p>
      )}
      {decision.customerCode && <p>Your customer number is {decision.customerCode}.</p>}
      <RememberDeviceModal
        open={ask}
        submitting={rememberDevice === 'saving'}
        onAnswer={(accept) => dispatch(rememberDeviceAnswered({ accept }))}
      />
    </ApplicationPage>
  );
}
