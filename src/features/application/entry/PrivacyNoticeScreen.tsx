import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { LENDER_TIME_ZONE } from '../../../lib/rules/lenderTimeZone';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useAcceptPrivacyNoticeMutation, usePrivacyNoticeQuery } from '../applicationEndpoints';
import { APPLICATION_TEXT } from '../applicationText';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

const AGREED_ON = new Intl.DateTimeFormat('en-US', {
  timeZone: LENDER_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const messageOf = (error: unknown) =>
  (error as { message?: string } | undefined)?.message ?? APPLICATION_TEXT.saveFailed;

/**
 * /application/privacy-notice (the privacyNoticeConsent flag): the brand's notice at collection, read and agreed to
 * before step 1 asks for personal information. With the flag off there is nothing to agree to: on to step 1.
 */
export function PrivacyNoticeScreen() {
  const brand = useAppSelector(selectBrand);
  const navigate = useNavigate();
  const notice = usePrivacyNoticeQuery();
  const [accept, accepting] = useAcceptPrivacyNoticeMutation();
  const [read, setRead] = useState(false);
  const [asked, setAsked] = useState(false);
  const toStep1 = () => void navigate(applicationPaths.personal.href());
  const data = notice.data;
  if (data && !data.required && !data.acceptedAt) return <Navigate to={applicationPaths.personal.href()} replace />;
  return (
    <ApplicationPage id="privacy-title" title="Your privacy">
      {notice.isLoading && <p role="status">{APPLICATION_TEXT.processing}</p>}
      {notice.isError && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {accepting.isError && <Alert tone="error">{messageOf(accepting.error)}</Alert>}
      {data && (
        <>
          <p>
            Before you tell us about yourself, please read how {brand.name} collects and uses your personal information.
          </p>
          {data.sections.map((section) => (
            <section key={section.heading} className={styles.notice} aria-label={section.heading}>
              <h2 className={styles.subheading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            <a href={brand.policyLinks.privacy} target="_blank" rel="noreferrer">
              Read our full privacy policy (opens in a new tab)
            </a>
          </p>
          {data.acceptedAt ? (
            <>
              <p>You agreed to this notice on {AGREED_ON.format(new Date(data.acceptedAt))}.</p>
              <div className={styles.actions}>
                <Button onClick={toStep1}>Continue</Button>
              </div>
            </>
          ) : (
            <>
              <label className={styles.consent}>
                <input
                  type="checkbox"
                  checked={read}
                  onChange={(change) => setRead(change.target.checked)}
                  aria-describedby={asked && !read ? 'privacy-read-needed' : undefined}
                />
                <span>I have read this privacy notice.</span>
              </label>
              {asked && !read && (
                <p id="privacy-read-needed" role="alert" className={styles.consentNeeded}>
                  Tick the box to say you have read the notice.
                </p>
              )}
              <div className={styles.actions}>
                <Button
                  disabled={accepting.isLoading}
                  onClick={() => {
                    setAsked(true);
                    if (read)
                      void accept({ version: data.version })
                        .unwrap()
                        .then(toStep1, () => void notice.refetch());
                  }}
                >
                  {accepting.isLoading ? APPLICATION_TEXT.processing : 'Agree and continue'}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </ApplicationPage>
  );
}
