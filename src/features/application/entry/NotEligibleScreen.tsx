import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch } from '../../../store/hooks';
import { errorDismissed } from '../applicationSlice';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/** /application/not-eligible: the applicant cannot borrow (under 18); nothing they typed was kept, and what they can do. */
export function NotEligibleScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <DeadEnd
      id="not-eligible-title"
      title={text('notEligible.title')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(errorDismissed());
              void navigate(applicationPaths.personal.href());
            }}
          >
            {text('notEligible.check')}
          </Button>
          <Link to={paths.root.href()}>{text('application.backHome')}</Link>
        </>
      }
    >
      <p>{text('notEligible.age')}</p>
      <p>{text('notEligible.mistake')}</p>
    </DeadEnd>
  );
}
