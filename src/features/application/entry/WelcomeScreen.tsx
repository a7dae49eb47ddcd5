import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectApplication, welcomeContinued } from '../applicationSlice';
import { selectApplicationRecord } from '../applicationRecord';
import { APPLICATION_TEXT } from '../applicationText';
import { ApplicationPage } from '../progress/ApplicationPage';
import styles from '../progress/application.module.scss';

/** /application/welcome: a returning customer's express application starts with what the lender knows. */
export function WelcomeScreen() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectApplication);

  const record = useAppSelector(selectApplicationRecord);
  const name = record?.personalInformation?.firstName;
  return (
    <ApplicationPage id="welcome-title" title={name ? `Welcome back, ${name}!` : 'Welcome back!'}>
      {error && <Alert tone="error">{error}</Alert>}
      <p>
        This is your express application: we have filled in what we already know about you. Check it, add what is
        missing, and tell us about your income.
      </p>
      <div className={styles.actions}>
        <Button disabled={saving} onClick={() => dispatch(welcomeContinued())}>
          {saving ? APPLICATION_TEXT.processing : 'Start my application'}
        </Button>
      </div>
    </ApplicationPage>
  );
}
