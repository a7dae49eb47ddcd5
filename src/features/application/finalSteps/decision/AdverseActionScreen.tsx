// The adverse-action pages (application spec 2.4, 4.6; account-access spec's adverse-action wording). Each carries
// the notice Regulation B (12 CFR 1002.9) asks of a creditor that declines: the action taken (the brand's
// "unable to approve" wording), the statement of specific reasons to come in writing (within 7 days, 30 for the bank
// brand), the principal reasons themselves with the FCRA disclosures and the credit score where a consumer report was
// used (NoticeDetails, issue 48), the ECOA notice (1002.9(b)(1)) with the federal agency that administers it, and the
// creditor's name and address. The entry (/adverse-action) is the notice itself where the routing does not apply; retail adds the
// brand's stores in the state, keep-in-mind the other option (chosen with a button: /another-option-selected says what
// follows), thank-you the brand's thanks.
import { useMessageText } from '../../../../i18n/useTexts';
import { brandNotices } from '../../../../../brands/notices';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { CallUs } from '../../../../components/CallUs';
import { LinkButton } from '../../../../components/LinkButton';
import { declinedNoticeOf, declinedRequestOf } from '../../../../config/declinedRequest';
import { paths } from '../../../../config/paths';
import { applicationPaths } from '../../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import {
  adverseActionOpened,
  anotherOptionChosen,
  anotherOptionOpened,
  selectApplication,
} from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { APPLICATION_TEXT } from '../../applicationText';
import { ApplicationPage } from '../../progress/ApplicationPage';
import styles from '../../progress/application.module.scss';
import { DECISION_TEXT } from './decisionText';
import { NoticeDetails } from './NoticeDetails';
import { actionTaken, ECOA_NOTICE, type DeclinedRequest } from '../../../../lib/rules/adverseActionNotice';
import { useDeclinedRequestNoticeQuery } from '../../applicationEndpoints';
import { selectAnotherOptionDetail } from './anotherOptionCache';
import { selectDenial } from './decisionState';

export type AdverseActionKind = 'entry' | 'retail' | 'keep-in-mind' | 'thank-you';

function Notice({ request, noticeId }: { request: DeclinedRequest | null; noticeId: string | null }) {
  const notices = brandNotices[useAppSelector(selectBrand).key];
  const record = useAppSelector(selectApplicationRecord);
  const agent = useAppSelector((state) => state.auth.adminEmail !== null);
  // A declined request's notice is kept with its own application (decision 0056); an application's is the record's.
  const kept = useDeclinedRequestNoticeQuery(request && noticeId ? { id: noticeId } : skipToken);
  const denial = useAppSelector(selectDenial);
  const details = request ? (kept.data?.denial?.notice ?? null) : (denial?.notice ?? null);
  const detailsOf = request ? noticeId : (record?.id ?? null);
  return (
    <section className={styles.notice} aria-label="Notice of action taken">
      <p>{actionTaken(notices.adverseActionText, request)}</p>
      {kept.isFetching && <p role="status">{DECISION_TEXT.noticeLoading}</p>}
      {detailsOf && details && (
        <NoticeDetails applicationId={detailsOf} notice={details} agent={agent} request={request} />
      )}
      <p>
        {ECOA_NOTICE} {notices.ecoaAgency}.
      </p>
      <p>Creditor: {notices.creditorAddress}</p>
    </section>
  );
}

/** Keep in mind: the other option, chosen with a button (the choice is recorded, and leads to /another-option-selected). */
function AnotherOption() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectApplication);
  const messageText = useMessageText();
  return (
    <>
      <p>{DECISION_TEXT.keepInMind}</p>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(anotherOptionChosen())}>
          {saving ? APPLICATION_TEXT.processing : DECISION_TEXT.seeAnotherOption}
        </Button>
      </div>
    </>
  );
}

/** /another-option-selected: what happens next with the partner (or, without consent to share, how to apply there). */
export function AnotherOptionSelectedScreen() {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { status, error } = useAppSelector(selectApplication);
  const messageText = useMessageText();
  const anotherOption = useAppSelector(selectAnotherOptionDetail);

  const record = useAppSelector(selectApplicationRecord);
  const recordId = record?.id ?? null;
  useEffect(() => {
    if (status === 'ready' && recordId) dispatch(anotherOptionOpened());
  }, [dispatch, status, recordId]);
  return (
    <ApplicationPage id="another-option-title" title={DECISION_TEXT.anotherOptionTitle}>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      {!anotherOption && !error && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {anotherOption && !anotherOption.selected && (
        <p>
          {DECISION_TEXT.anotherOptionNotChosen}{' '}
          <Link to={applicationPaths.adverseAction.keepInMind.href()}>{DECISION_TEXT.backToOption}</Link>
        </p>
      )}
      {anotherOption?.selected && (
        <>
          <p>
            {anotherOption.sharedWithPartner ? DECISION_TEXT.anotherOptionShared : DECISION_TEXT.anotherOptionNotShared}
          </p>
          <p>
            <a href={brand.partnerSite}>{DECISION_TEXT.toPartner}</a>
          </p>
        </>
      )}
      <CallUs wording="callUs.questions" />
    </ApplicationPage>
  );
}

export function AdverseActionScreen({ kind }: { kind: AdverseActionKind }) {
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const { status } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const state: unknown = useLocation().state;
  const declined = declinedRequestOf(state);
  const request = kind === 'entry' ? declined : null;
  const noticeId = request ? declinedNoticeOf(state) : null;
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) dispatch(adverseActionOpened({ entry: kind === 'entry', request }));
  }, [dispatch, ready, kind, request]);
  if (request) {
    return (
      <ApplicationPage id="adverse-action-title" title={DECISION_TEXT.requestTitle[request]} progress={false}>
        <p>{DECISION_TEXT.loanUnchanged}</p>
        <Notice request={request} noticeId={noticeId} />
        <div className={styles.actions}>
          <LinkButton to={paths.account.root.href()}>{DECISION_TEXT.backToLoan}</LinkButton>
        </div>
      </ApplicationPage>
    );
  }
  return (
    <ApplicationPage id="adverse-action-title" title={DECISION_TEXT.adverseTitle} progress={false}>
      {kind === 'keep-in-mind' && <AnotherOption />}
      {kind === 'retail' && (
        <p>
          You may still be able to get a loan at one of our stores{record?.stateCode ? ` in ${record.stateCode}` : ''}:{' '}
          <Link to={paths.findAStore.href()}>find a store near you</Link>.
        </p>
      )}
      {kind === 'thank-you' && <p>{brandNotices[brand.key].thankYouText}</p>}
      <Notice request={null} noticeId={null} />
    </ApplicationPage>
  );
}

export const AdverseActionEntryScreen = () => <AdverseActionScreen kind="entry" />;
export const AdverseActionRetailScreen = () => <AdverseActionScreen kind="retail" />;
export const AdverseActionKeepInMindScreen = () => <AdverseActionScreen kind="keep-in-mind" />;
export const AdverseActionThankYouScreen = () => <AdverseActionScreen kind="thank-you" />;
