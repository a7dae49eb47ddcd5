import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch } from '../../../store/hooks';
import { errorDismissed } from '../applicationSlice';

/** /application/not-eligible: the applicant cannot borrow (under 18); nothing they typed was kept, and what they can do. */
export function NotEligibleScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <DeadEnd
      id="not-eligible-title"
      title="We can't take your application"
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(errorDismissed());
              void navigate(applicationPaths.personal.href());
            }}
          >
            Check my date of birth
          </Button>
          <Link to={paths.root.href()}>Back to the home page</Link>
        </>
      }
    >
      <p>You must be at least 18 years old to apply for a loan. Nothing you entered on this step was saved.</p>
      <p>
        If you typed your date of birth by mistake, go back and correct it. Otherwise you are welcome to apply once you
        turn 18.
      </p>
    </DeadEnd>
  );
}
