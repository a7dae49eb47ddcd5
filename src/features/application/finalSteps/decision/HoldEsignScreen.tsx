// /application/hold-esign: the loan is approved but its e-sign waits (spec 3.2: eSignDisabledReasons,
// eSignDisabledUntilDate): why, and from when the applicant can sign.
import { CallUs } from '../../../../components/CallUs';
import { toUsDate } from '../../../../lib/rules/usDate';
import { useAppSelector } from '../../../../store/hooks';
import { selectApplication } from '../../applicationSlice';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';

export function HoldEsignScreen() {
  useDecisionWatch();
  const { decision } = useAppSelector(selectApplication);
  const hold = decision.state;
  return (
    <ApplicationPage id="hold-esign-title" title={DECISION_TEXT.holdTitle}>
      {hold?.eSignDisabledReasons && hold.eSignDisabledReasons.length > 0 && (
        <ul>
          {hold.eSignDisabledReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {hold?.eSignDisabledUntilDate && (
        <p>
          You can sign your loan agreement from <strong>{toUsDate(hold.eSignDisabledUntilDate)}</strong>. Your approved
          application stays saved until then: log in and come back to sign it.
        </p>
      )}
      <CallUs wording="callUs.questions" />
    </ApplicationPage>
  );
}
