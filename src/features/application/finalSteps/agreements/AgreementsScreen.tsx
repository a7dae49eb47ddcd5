// /application/agreements (issue 14), after the checks and before submission: the E-SIGN consent first (15 USC
// 7001(c)); once it is agreed, the brand's privacy notice and terms and the state's documents; and the questions
// asked with them (sharing with partner lenders, texts, offers by email). Every document is opened in the PDF
// viewer and agreed, or the page says exactly 'You must indicate you agree to each of the terms below and have read
// and understood the terms of associated documents'. An agent acting for the borrower sees the list, read-only.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/Alert';
import { AGREED, AGREEMENT_TEXT, ESIGN_CONSENT } from '../../../../lib/rules/agreements';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectBrand } from '../../../../store/selectors';
import { agreementsAccepted, selectApplication } from '../../applicationSlice';
import { selectApplicationRecord } from '../../applicationRecord';
import { ApplicationPage } from '../../progress/ApplicationPage';
import pageStyles from '../../progress/application.module.scss';
import { AgreeAndContinue } from './AgreeAndContinue';
import { AgreementDocuments } from './AgreementDocuments';
import { useBaseDisclosuresQuery, useStateDocumentsQuery, type AgreementDocument } from './agreementsEndpoints';
import styles from './agreements.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';
import { PdfViewerDialog } from './PdfViewerDialog';
import { useAgreementChoices } from './useAgreementChoices';
import { useMessageInView } from './useMessageInView';

const OTP_RESPONSE = { CODE: 'OTP_VALID', CARRIER: 'CARRIER_VERIFIED' } as const;

export function AgreementsScreen() {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const brand = useAppSelector(selectBrand);
  const agent = useAppSelector((state) => state.auth.adminEmail !== null);
  const { saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  // The documents' titles, lines and questions come in the page's language (asked again when it changes).
  const language = useAppSelector((state) => state.runtime.language);
  const base = useBaseDisclosuresQuery(
    record ? { brandName: brand.key, applicationId: record.id, language } : skipToken,
    {
      refetchOnMountOrArgChange: true,
    },
  );
  const state = useStateDocumentsQuery(
    record
      ? {
          stateCode: record.stateCode ?? '',
          brandName: brand.key,
          channel: record.channel,
          section: 'APPLICATION',
          applicationId: record.id,
          language,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const consent = base.data?.find((document) => document.idTag === ESIGN_CONSENT) ?? null;
  const others = [
    ...(base.data ?? []).filter((document) => document.idTag !== ESIGN_CONSENT),
    ...(state.data?.disclosures ?? []),
  ];
  const all = consent ? [consent, ...others] : others;
  const { read, agreed, markRead, agree: agreeTo } = useAgreementChoices(all);
  const [answers, setAnswers] = useState<Readonly<Record<string, boolean>>>({});
  const [opened, setOpened] = useState<AgreementDocument | null>(null);
  const [missing, setMissing] = useState(false);
  // The refusal answers the last press of Agree and continue: a change since makes it old news (issue 52).
  const agree = (idTag: string, value: boolean) => {
    setMissing(false);
    agreeTo(idTag, value);
  };
  const fields = state.data?.requiredFields ?? [];
  const answerOf = (idTag: string, value: string | null) => answers[idTag] ?? value === 'true';
  const consentGiven = agreed.has(ESIGN_CONSENT);
  // The documents the consent lets in appear below it. The focus on the consent's box goes on into them with the next
  // Tab; a focus that was lost, or is below them (on Agree and continue), is brought to their heading (issue 52).
  const documentsHeading = useRef<HTMLHeadingElement>(null);
  const consentSeen = useRef(consentGiven);
  useEffect(() => {
    if (consentSeen.current === consentGiven) return;
    consentSeen.current = consentGiven;
    if (!consentGiven) return;
    const focus = document.activeElement;
    const heading = documentsHeading.current;
    const below = !!focus && !!heading && !!(heading.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (heading && (!focus || focus === document.body || below)) heading.focus();
  }, [consentGiven]);
  const message = missing ? AGREEMENT_TEXT.notAllAgreed : error;
  const shown = message && messageText(message);
  const messageRef = useMessageInView(shown || null);
  const loading = base.isLoading || state.isLoading || !record;
  const failed = base.isError || state.isError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!record || !consent || !all.every((document) => agreed.has(document.idTag))) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const inputs = fields.flatMap((field) => field.inputs);
    const answer = (idTag: string) => {
      const input = inputs.find((each) => each.idTag === idTag);
      return input ? answerOf(idTag, input.value) : null;
    };
    const method = record.phoneVerification?.verified ? record.phoneVerification.method : null;
    dispatch(
      agreementsAccepted({
        section: 'APPLICATION',
        documents: all.map((document) => ({ idTag: document.idTag, value: AGREED })),
        disclosures: inputs.map((input) => ({ idTag: input.idTag, value: String(answerOf(input.idTag, input.value)) })),
        canShareInfo: answer('SHARE_WITH_PARTNERS'),
        smsOptIn: answer('SMS_OPT_IN'),
        optOut: answer('MARKETING_OPT_OUT'),
        otpResponse: method && method in OTP_RESPONSE ? OTP_RESPONSE[method as keyof typeof OTP_RESPONSE] : null,
        flagAutoOrigination: record.channel === 'ONLINE',
      }),
    );
  };

  return (
    <ApplicationPage id="agreements-title" title={text('agreements.title')} wide>
      <div ref={messageRef}>{shown && <Alert tone="error">{shown}</Alert>}</div>
      {agent && <Alert tone="info">{text('agreements.agentReadOnly')}</Alert>}
      {failed && <Alert tone="error">{text('agreements.loadFailed')}</Alert>}
      {loading && !failed ? (
        <p>{text('agreements.loading')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{text('agreements.intro')}</p>
          <h2 className={pageStyles.subheading}>{text('agreements.consentHeading')}</h2>
          <p>{text('agreements.consentIntro')}</p>
          {consent && (
            <AgreementDocuments
              documents={[consent]}
              read={read}
              agreed={agreed}
              onOpen={setOpened}
              onAgree={agree}
              disabled={agent}
            />
          )}
          {consentGiven && (
            <>
              <h2 ref={documentsHeading} tabIndex={-1} className={pageStyles.subheading}>
                {text('agreements.documentsHeading')}
              </h2>
              <AgreementDocuments
                documents={others}
                read={read}
                agreed={agreed}
                onOpen={setOpened}
                onAgree={agree}
                disabled={agent}
              />
              {fields.length > 0 && (
                <fieldset className={styles.fieldset}>
                  <legend>{text('agreements.choicesHeading')}</legend>
                  {fields.map((field) =>
                    field.inputs.map((input) => (
                      <div key={input.idTag}>
                        {field.copy && <p>{field.copy}</p>}
                        <label className={styles.choice}>
                          <input
                            type="checkbox"
                            disabled={agent}
                            checked={answerOf(input.idTag, input.value)}
                            onChange={(event) => {
                              setMissing(false);
                              setAnswers((before) => ({ ...before, [input.idTag]: event.target.checked }));
                            }}
                          />
                          <span>{input.label}</span>
                        </label>
                      </div>
                    )),
                  )}
                </fieldset>
              )}
            </>
          )}
          <AgreeAndContinue saving={saving} disabled={agent} />
        </form>
      )}
      <PdfViewerDialog document={agent ? null : opened} onLoaded={markRead} onClose={() => setOpened(null)} />
    </ApplicationPage>
  );
}
