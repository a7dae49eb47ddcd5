// /application/agreements/not-ready (issue 14): the approved loan's documents were asked for before they can be
// made. While the decision is under way the page watches it and moves on by itself (to the documents once the loan
// waits for its signature); otherwise it says so and leads to where the application stands.
import { LinkButton } from '../../../../components/LinkButton';
import { applicationPaths } from '../../../../config/applicationPaths';
import { useAppSelector } from '../../../../store/hooks';
import { selectDecisionStatus } from '../decision/decisionState';
import { isWatched } from '../decision/decisionScreens';
import { useDecisionWatch } from '../decision/useDecisionWatch';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { AGREEMENTS_TEXT } from './agreementsText';

export function AgreementsNotReadyScreen() {
  useDecisionWatch();
  const state = useAppSelector(selectDecisionStatus);
  const waiting = isWatched(state);
  return (
    <ApplicationPage id="agreements-not-ready-title" title={AGREEMENTS_TEXT.notReadyTitle}>
      <p role="status">{waiting ? AGREEMENTS_TEXT.notReadyWaiting : AGREEMENTS_TEXT.notReadyElsewhere}</p>
      {!waiting && <LinkButton to={applicationPaths.transition.href()}>{AGREEMENTS_TEXT.whereItStands}</LinkButton>}
    </ApplicationPage>
  );
}
