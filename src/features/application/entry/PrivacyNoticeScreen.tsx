import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { applicationPaths } from '../../../config/applicationPaths';
import { LENDER_TIME_ZONE } from '../../../lib/rules/lenderTimeZone';
import { useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { useAcceptPrivacyNoticeMutation, usePrivacyNoticeQuery } from '../applicationEndpoints';
import { APPLICATION_TEXT } from '../applicationText';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import type { Language } from '../../../lib/rules/language';
import { applicationTexts, type ApplicationText } from '../texts/catalog';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

/** The day of an agreement on the lender's clock, written out in the page's language ("December 1, 2026"). */
const agreedOnIn = (language: Language) =>
  new Intl.DateTimeFormat(new Intl.Locale(language, { region: 'US' }).toString(), {
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
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const language = useAppSelector((state) => state.runtime.language);
  const agreedOn = useMemo(() => agreedOnIn(language), [language]);
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
    <ApplicationPage id="privacy-title" title={text('privacy.title')}>
      {notice.isLoading && <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>}
      {notice.isError && <Alert tone="error">{APPLICATION_TEXT.loadFailed}</Alert>}
      {accepting.isError && <Alert tone="error">{messageOf(accepting.error)}</Alert>}
      {data && (
        <>
          <p>{text('privacy.lead', { brand: brand.name })}</p>
          {/* The brand's notice is its own text, in English: said so to a screen reader on a page in another language. */}
          {data.sections.map((section) => (
            <section
              key={section.heading}
              className={styles.notice}
              aria-label={section.heading}
              lang={language === 'en' ? undefined : 'en'}
            >
              <h2 className={styles.subheading}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            <a href={brand.policyLinks.privacy} target="_blank" rel="noreferrer">
              {text('privacy.policy')}
            </a>
          </p>
          {data.acceptedAt ? (
            <>
              <p>{text('privacy.agreedOn', { day: agreedOn.format(new Date(data.acceptedAt)) })}</p>
              <div className={styles.actions}>
                <Button onClick={toStep1}>{text('application.continue')}</Button>
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
                <span>{text('privacy.read')}</span>
              </label>
              {asked && !read && (
                <p id="privacy-read-needed" role="alert" className={styles.consentNeeded}>
                  {text('privacy.readNeeded')}
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
                  {text(accepting.isLoading ? APPLICATION_TEXT.processing : 'privacy.agree')}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </ApplicationPage>
  );
}
