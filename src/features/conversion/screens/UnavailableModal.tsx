// The conversion-denied modal (application spec 5): 'Conversion option is no longer available.' Its OK records the
// denial (createConversionDenial) and leads to the adverse-action page (spec 2.3), whose notice leads back to the loan.
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectConversion, unavailableAcknowledged } from '../conversionSlice';

export const UNAVAILABLE_TEXT = 'Conversion option is no longer available.';

export function UnavailableModal() {
  const dispatch = useAppDispatch();
  const { unavailableApplicationId, continuing } = useAppSelector(selectConversion);
  const acknowledge = () => dispatch(unavailableAcknowledged());
  return (
    <Modal
      open={unavailableApplicationId !== null}
      title="This option has ended"
      onClose={acknowledge}
      actions={
        <Button onClick={acknowledge} disabled={continuing}>
          OK
        </Button>
      }
    >
      <p>{UNAVAILABLE_TEXT}</p>
      <p>Click OK to read our notice about your request; your loan stays as it is.</p>
    </Modal>
  );
}
