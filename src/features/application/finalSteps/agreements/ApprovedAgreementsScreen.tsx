// /application/approved/agreements (issue 14): the approved loan's documents (the loan agreement with its Truth in
// Lending disclosure and schedule, and the ACH authorization), made by the server from the loan's figures, and the
// two choices saveAgreements takes: how the loan is repaid (automatic payments are the borrower's choice, Regulation
// E) and how the money is sent (a Visa debit card where the brand offers it, typed in the card processor's frame, or a
// deposit). Every document needed is opened and agreed, then the e-sign follows. Before the documents can be made, /agreements/not-ready says so.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/Alert';
import { applicationPaths } from '../../../../config/applicationPaths';
import {
  ACH_AUTHORIZATION,
  AGREED,
  AGREEMENT_TEXT,
  fundingMethodsFor,
  mustAgree,
  type FundingMethod,
  type RepaymentMethod,
} from '../../../../lib/rules/agreements';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import { useNavigate } from 'react-router-dom';
import { agreementsAccepted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { useDecisionWatch } from '../decision/useDecisionWatch';
import { ApplicationPage } from '../../progress/ApplicationPage';
import pageStyles from '../../progress/application.module.scss';
import { useCardToken } from '../../../../components/cardFrame/CardFrame';
import { AgreeAndContinue } from './AgreeAndContinue';
import { FundingCardFields } from './FundingCardFields';
import { AgreementDocuments } from './AgreementDocuments';
import { useStateDocumentsQuery, type AgreementDocument } from './agreementsEndpoints';
import styles from './agreements.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';
import { PdfViewerDialog } from './PdfViewerDialog';
import { useAgreementChoices } from './useAgreementChoices';
import { useMessageInView } from './useMessageInView';

export function ApprovedAgreementsScreen() {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const messageText = useMessageText();
  useDecisionWatch();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const brand = useAppSelector(selectBrand);
  const agent = useAppSelector((state) => state.auth.adminEmail !== null);
  const { decision, saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  // The documents' titles, lines and questions come in the page's language (asked again when it changes).
  const language = useAppSelector((state) => state.runtime.language);
  const loanKey = JSON.stringify(record?.initialApplicationDetails ?? null);
  const documents = useStateDocumentsQuery(
    record
      ? {
          stateCode: record.stateCode ?? '',
          brandName: brand.key,
          channel: record.channel,
          section: 'APPROVED',
          applicationId: record.id,
          language,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  // Figures worked out again (ESIGN_RECALCULATED) make other documents: fetched again, to be read again.
  const { refetch } = documents;
  const shownFor = useRef(loanKey);
  useEffect(() => {
    if (shownFor.current === loanKey) return;
    shownFor.current = loanKey;
    void refetch();
  }, [loanKey, refetch]);
  const list = documents.data?.disclosures ?? [];
  const { read, agreed, markRead, agree } = useAgreementChoices(list);
  const ways = fundingMethodsFor(brand.key);
  const [repayment, setRepayment] = useState<RepaymentMethod | null>(
    (record?.agreements?.repaymentMethod as RepaymentMethod | null) ?? null,
  );
  const [funding, setFunding] = useState<FundingMethod | null>(
    (record?.agreements?.fundingMethod as FundingMethod | null) ?? (ways.length === 1 ? ways[0]! : null),
  );
  const { frame: cardFrame, tokenizing, withToken } = useCardToken();
  const [opened, setOpened] = useState<AgreementDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A conversion or refinance is paid to (and repaid from) the payday loan's account.
  const last4 = (record?.bankingInformation?.accountNumber ?? record?.conversionDetails?.depositAccountLast4)?.slice(
    -4,
  );
  const notReady = documents.data?.ready === false;
  const fundingLabel = (way: FundingMethod) => {
    if (way === 'DEBIT_CARD') return text('agreements.fundingCard');
    return last4 ? text('agreements.fundingAch', { last4 }) : text('agreements.fundingAchAccount');
  };
  useEffect(() => {
    if (notReady) void navigate(applicationPaths.agreementsNotReady.href(), { replace: true });
  }, [notReady, navigate]);

  const needed = mustAgree(
    list.map((document) => document.idTag),
    repayment,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!repayment) return setProblem(AGREEMENT_TEXT.repaymentMissing);
    if (!funding) return setProblem(AGREEMENT_TEXT.fundingMissing);
    if (list.length === 0 || !needed.every((idTag) => agreed.has(idTag)))
      return setProblem(AGREEMENT_TEXT.notAllAgreed);
    if (tokenizing) return;
    setProblem(null);
    const send = (cardToken: string | null) =>
      dispatch(
        agreementsAccepted({
          section: 'APPROVED',
          documents: needed.map((idTag) => ({ idTag, value: AGREED })),
          repaymentMethod: repayment,
          fundingMethod: funding,
          cardToken,
        }),
      );
    if (funding !== 'DEBIT_CARD') return send(null);
    // The card's token from the processor's frame: what is wrong with the card is shown in the frame, at its field.
    withToken(send);
  };
  const message = problem ?? error;
  const shown = message && messageText(message);
  const messageRef = useMessageInView(shown || null);
  const recalculated = decision.report?.action === 'ESIGN_RECALCULATED';

  return (
    <ApplicationPage id="approved-agreements-title" title={text('agreements.approvedTitle')} wide>
      <div ref={messageRef}>{shown && <Alert tone="error">{shown}</Alert>}</div>
      {recalculated && <Alert tone="info">{text('agreements.recalculated')}</Alert>}
      {agent && <Alert tone="info">{text('agreements.agentReadOnly')}</Alert>}
      {documents.isError && <Alert tone="error">{text('agreements.loadFailed')}</Alert>}
      {documents.isLoading || !record ? (
        <p>{text('agreements.loading')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{text('agreements.approvedIntro')}</p>
          <fieldset className={styles.fieldset}>
            <legend>{text('agreements.repaymentLegend')}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="repayment"
                disabled={agent}
                checked={repayment === 'ACH'}
                onChange={() => setRepayment('ACH')}
              />
              <span>{last4 ? text('agreements.repaymentAch', { last4 }) : text('agreements.repaymentAchAccount')}</span>
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="repayment"
                disabled={agent}
                checked={repayment === 'OTHER'}
                onChange={() => setRepayment('OTHER')}
              />
              <span>{text('agreements.repaymentOther')}</span>
            </label>
            <p className={pageStyles.muted}>{text('agreements.repaymentNote')}</p>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{text('agreements.fundingLegend')}</legend>
            {ways.map((way) => (
              <label key={way} className={styles.choice}>
                <input
                  type="radio"
                  name="funding"
                  disabled={agent}
                  checked={funding === way}
                  onChange={() => setFunding(way)}
                />
                <span>{fundingLabel(way)}</span>
              </label>
            ))}
          </fieldset>
          {funding === 'DEBIT_CARD' && (
            <FundingCardFields
              frame={cardFrame}
              agent={agent}
              onDeposit={ways.includes('ACH') ? () => setFunding('ACH') : null}
            />
          )}
          <AgreementDocuments
            documents={list}
            read={read}
            agreed={agreed}
            onOpen={setOpened}
            onAgree={agree}
            optional={new Set(repayment === 'ACH' ? [] : [ACH_AUTHORIZATION])}
            disabled={agent}
          />
          <AgreeAndContinue saving={saving || tokenizing} disabled={agent || notReady} />
        </form>
      )}
      <PdfViewerDialog document={agent ? null : opened} onLoaded={markRead} onClose={() => setOpened(null)} />
    </ApplicationPage>
  );
}
