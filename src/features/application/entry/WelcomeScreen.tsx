import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectApplication, welcomeContinued } from '../applicationSlice';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';
import { useMessageText, useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/** /application/welcome: a returning customer's express application starts with what the lender knows. */
export function WelcomeScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectApplication);
  const messageText = useMessageText();

  const record = useAppSelector(selectApplicationRecord);
  const name = record?.personalInformation?.firstName;
  return (
    <ApplicationPage id="welcome-title" title={name ? text('welcome.titleNamed', { name }) : text('welcomeBack.title')}>
      {error && <Alert tone="error">{messageText(error)}</Alert>}
      <p>{text('welcome.text')}</p>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(welcomeContinued())}>
          {text(saving ? APPLICATION_TEXT.processing : 'welcome.start')}
        </Button>
      </div>
    </ApplicationPage>
  );
}
