import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { DeadEnd } from '../../../components/DeadEnd';
import { paths } from '../../../config/paths';
import { applicationPaths } from '../../../config/applicationPaths';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectBrand } from '../../../store/selectors';
import { errorDismissed, selectApplication } from '../applicationSlice';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../texts/catalog';

/** /application/not-in-state: the ZIP code is in a state this brand does not lend in. */
export function NotInStateScreen() {
  const text = useTexts<ApplicationText>(applicationTexts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const brand = useAppSelector(selectBrand);
  const { notInState } = useAppSelector(selectApplication);
  const state = notInState ?? text('notInState.yourState');
  return (
    <DeadEnd
      id="not-in-state-title"
      title={text('notInState.title', { state })}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(errorDismissed());
              void navigate(applicationPaths.personal.href());
            }}
          >
            {text('notInState.check')}
          </Button>
          <Link to={paths.findAStore.href()}>{text('application.findAStore')}</Link>
        </>
      }
    >
      <p>{text('notInState.text', { brand: brand.name, state })}</p>
    </DeadEnd>
  );
}
