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
import { useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';

export function AgreementsNotReadyScreen() {
  const text = useTexts<AgreementsText>(agreementsTexts);
  useDecisionWatch();
  const state = useAppSelector(selectDecisionStatus);
  const waiting = isWatched(state);
  return (
    <ApplicationPage id="agreements-not-ready-title" title={text('agreements.notReadyTitle')}>
      <p role="status">{waiting ? text('agreements.notReadyWaiting') : text('agreements.notReadyElsewhere')}</p>
      {!waiting && <LinkButton to={applicationPaths.transition.href()}>{text('agreements.whereItStands')}</LinkButton>}
    </ApplicationPage>
  );
}
