// The conversion-denied modal (application spec 5): 'Conversion option is no longer available.' Its OK records the
// denial (createConversionDenial) and returns the customer to their loan, the credit product they have.
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
      <p>Click OK to return to your loan.</p>
    </Modal>
  );
}
