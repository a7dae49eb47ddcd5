// The frame of every page of the flow: the progress indicator (the steps this applicant walks, the current one
// marked), the page's card, and the gate: until the application is known the entry finds it (a reload or a direct
// visit lands on the saved step); a page further on than the application has reached goes back to the saved step.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Card } from '../../../components/Card';
import { applicationPaths } from '../../../config/applicationPaths';
import { Steps } from '../../../components/Steps';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { mayShow, stepOf } from '../applicationPages';
import { applicationEntered, selectApplication } from '../applicationSlice';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';
import { visibleSteps } from './applicationSteps';
import styles from './application.module.scss';

/** `progress={false}`: an outcome page outside the steps (adverse action). */
export function ApplicationPage({
  id,
  title,
  children,
  wide,
  progress = true,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
  progress?: boolean;
}) {
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const found = useAppSelector(selectApplication);
  const record = useAppSelector(selectApplicationRecord);
  // A visitor (no session) has no application: step 1 is where it starts, known at once, as the entry will find. So
  // the first render of step 1 is the same on the server and in the browser, before any saga has run (decision 0078).
  const visitor = useAppSelector((s) => s.auth.status === 'signedOut');
  const application =
    visitor && found.status === 'idle'
      ? { ...found, status: 'ready' as const, applicationId: null, reached: applicationPaths.account.href() }
      : found;
  // Not found yet, or its record gone from the cache (the cache is flushed when someone signs in or an agent starts
  // or stops acting): the entry finds it again, as a reload would.
  const lost = application.status === 'ready' && application.applicationId !== null && !record;
  const unknown = found.status === 'idle' || lost;
  useEffect(() => {
    if (unknown) dispatch(applicationEntered({ resume: false }));
  }, [dispatch, unknown]);
  if (application.status !== 'ready' || lost) {
    return (
      <Card id={id} title={title}>
        <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>
      </Card>
    );
  }
  if (application.reached && !mayShow(pathname, application.reached))
    return <Navigate to={application.reached} replace />;
  const steps = visibleSteps({
    returning: record?.returning === true,
    preferredProductCode: record?.preferredProductCode ?? null,
  }).map((step) => ({ key: step.key, label: text(step.label) }));
  return (
    <div className={styles.page}>
      {progress && (
        <Steps
          steps={steps}
          current={stepOf(pathname) ?? 'personal'}
          label={text('application.progress')}
          completed={text('application.step.completed')}
          position={(current, count) => text('application.step.position', { current, count })}
        />
      )}
      <Card id={id} title={title} wide={wide}>
        {children}
      </Card>
    </div>
  );
}
