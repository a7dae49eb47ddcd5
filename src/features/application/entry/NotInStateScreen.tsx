import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { errorDismissed, selectApplication } from '../applicationSlice';
import { useNavigate } from 'react-router-dom';

/** /application/not-in-state: the ZIP code is in a state this brand does not lend in. */
export function NotInStateScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const brand = useAppSelector(selectBrand);
  const { notInState } = useAppSelector(selectApplication);
  const state = notInState ?? 'your state';
  return (
    <DeadEnd
      id="not-in-state-title"
      title={`We don't lend in ${state} yet`}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(errorDismissed());
              void navigate(applicationPaths.personal.href());
            }}
          >
            Check my address
          </Button>
          <Link to={paths.findAStore.href()}>Find a store</Link>
        </>
      }
    >
      <p>
        {brand.name} does not offer loans to residents of {state}. Nothing you entered was saved. If you typed your
        address by mistake, go back and check it; if you live near a state we serve, a store may help.
      </p>
    </DeadEnd>
  );
}
