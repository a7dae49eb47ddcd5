// /application/hold-esign: the loan is approved but its e-sign waits (spec 3.2: eSignDisabledReasons,
// eSignDisabledUntilDate): why, and from when the applicant can sign.
import { CallUs } from '../../../../components/CallUs';
import { useAppSelector } from '../../../../store/hooks';
import { selectApplication } from '../../applicationSlice';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { DECISION_TEXT } from './decisionText';
import { useDecisionWatch } from './useDecisionWatch';
import { Trans } from '@lingui/react';
import { useFormats } from '../../../../i18n/useFormats';
import { useMessageText } from '../../../../i18n/useTexts';

export function HoldEsignScreen() {
  const messageText = useMessageText();
  const { date } = useFormats();
  useDecisionWatch();
  const { decision } = useAppSelector(selectApplication);
  const hold = decision.state;
  return (
    <ApplicationPage id="hold-esign-title" title={messageText(DECISION_TEXT.holdTitle)}>
      {hold?.eSignDisabledReasons && hold.eSignDisabledReasons.length > 0 && (
        <ul>
          {hold.eSignDisabledReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {hold?.eSignDisabledUntilDate && (
        <p>
          <Trans
            id="decision.holdUntil"
            values={{ date: date(hold.eSignDisabledUntilDate) }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
      <CallUs wording="callUs.questions" />
    </ApplicationPage>
  );
}
