// What a declined application's notice gives beyond the brand's wording (issue 48, part 2; decision 0052): the
// principal reasons in the regulation's words and in plain words, and where the decision used a consumer report the
// Fair Credit Reporting Act's disclosures with the credit score; the notice as a PDF (downloadFile, with the
// applicant's id token). The same notice is mailed at once.
import { useState } from 'react';
import { downloadFile } from '../../../../api/fileDownload';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { NOTICE_TEXT, type DeclinedRequest } from '../../../../lib/rules/adverseActionNotice';
import { toUsDate } from '../../../../lib/rules/usDate';
import { useAppDispatch } from '../../../../store/hooks';
import type { ApplicationRecord } from '../../applicationEndpoints';
import styles from '../../progress/application.module.scss';

type Notice = NonNullable<NonNullable<ApplicationRecord['denial']>['notice']>;

export function NoticeDetails({
  applicationId,
  notice,
  agent,
  request = null,
}: {
  applicationId: string;
  notice: Notice;
  agent: boolean;
  /** A declined request about a payday loan (decision 0056): its reasons are for the request. */
  request?: DeclinedRequest | null;
}) {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const report = notice.creditReport;
  return (
    <>
      <h2 className={styles.subheading}>{NOTICE_TEXT.reasonsHeading}</h2>
      <p>{NOTICE_TEXT.reasonsIntro(request)}</p>
      <ul>
        {notice.reasons.map(({ reason, explanation }) => (
          <li key={reason}>
            <strong>{reason}.</strong> {explanation}
          </li>
        ))}
      </ul>
      {report && (
        <>
          <h2 className={styles.subheading}>{NOTICE_TEXT.reportHeading}</h2>
          <p>{NOTICE_TEXT.report(report.agencyName)}</p>
          <p>{NOTICE_TEXT.agencyContact(report.agencyAddress, report.agencyPhone)}</p>
          <p>{NOTICE_TEXT.agencyDidNotDecide}</p>
          <p>{NOTICE_TEXT.freeCopy}</p>
          <p>{NOTICE_TEXT.dispute}</p>
          <h2 className={styles.subheading}>{NOTICE_TEXT.scoreHeading}</h2>
          <p>{NOTICE_TEXT.scoreIntro}</p>
          <p>{NOTICE_TEXT.score(report.score, report.scoreMin, report.scoreMax)}</p>
          <p>{NOTICE_TEXT.keyFactors}</p>
          <ul>
            {report.keyFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
          <p>
            {NOTICE_TEXT.scoredOn(toUsDate(report.scoredOn))}. {NOTICE_TEXT.provider(report.provider)}.
          </p>
        </>
      )}
      {!agent && (
        <>
          <p>{NOTICE_TEXT.sent}</p>
          {failed && <Alert tone="error">{NOTICE_TEXT.downloadFailed}</Alert>}
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              void dispatch(
                downloadFile(
                  `applications/${encodeURIComponent(applicationId)}/adverse-action-notice`,
                  'notice-of-action-taken.pdf',
                ),
              ).then((done) => setFailed(!done));
            }}
          >
            {NOTICE_TEXT.download}
          </Button>
        </>
      )}
    </>
  );
}
