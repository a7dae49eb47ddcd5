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
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';

/** When the money arrives: by the way chosen; before one is chosen, both ways (the bank brand deposits only). */
function fundingText(method: string | null | undefined, bankPartner: boolean) {
  if (method === 'DEBIT_CARD') return DECISION_TEXT.fundedToCard;
  if (method === 'ACH' || bankPartner) return DECISION_TEXT.fundedByDeposit;
  return DECISION_TEXT.fastFunding;
}

export function ThankYouScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const brand = useAppSelector(selectBrand);
  const language = useAppSelector((state) => state.runtime.language);
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
    <ApplicationPage id="thank-you-title" title={messageText(DECISION_TEXT.thankYouTitle)}>
      {/* The brand's own wording, in English for now: said so to a screen reader on a page in another language. */}
      <p lang={language === 'en' ? undefined : 'en'}>{brandNotices[brand.key].thankYouText}</p>
      {funded && <p>{messageText(DECISION_TEXT.funded)}</p>}
      {storeLoan ? (
        <>
          <p>
            {storeNumber
              ? text('decision.storeApproved', { store: storeNumber })
              : text('decision.storeApprovedAnyStore')}
          </p>
          <h2 id="bring-title">{text('decision.bring')}</h2>
          <ul aria-labelledby="bring-title">
            {whatToBring(record?.preferredProductCode).map((item) => (
              <li key={item}>{messageText(item)}</li>
            ))}
          </ul>
          <LinkButton to={paths.findAStore.href()} secondary>
            {messageText(DECISION_TEXT.findStore)}
          </LinkButton>
        </>
      ) : (
        <p>{messageText(fundingText(record?.agreements?.fundingMethod, brand.bankPartner))}</p>
      )}
      {decision.customerCode && <p>{text('decision.customerNumber', { code: decision.customerCode })}</p>}
      <RememberDeviceModal
        open={ask}
        submitting={rememberDevice === 'saving'}
        onAnswer={(accept) => dispatch(rememberDeviceAnswered({ accept }))}
      />
    </ApplicationPage>
  );
}
