// The conversion-denied modal (application spec 5): 'Conversion option is no longer available.' Its OK records the
// denial (createConversionDenial) and returns to the credit product, the customer's loan; 'Read our notice' records it
// too and opens the adverse-action page (spec 2.3), the notice of action taken, which leads back to the loan.
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectConversion, unavailableAcknowledged } from '../conversionSlice';

export const UNAVAILABLE_TEXT = 'Conversion option is no longer available.';
export const UNAVAILABLE_NOTICE = 'Read our notice about your request';

export function UnavailableModal() {
  const dispatch = useAppDispatch();
  const { unavailableApplicationId, continuing } = useAppSelector(selectConversion);
  const acknowledge = () => dispatch(unavailableAcknowledged({ readNotice: false }));
  const readNotice = () => dispatch(unavailableAcknowledged({ readNotice: true }));
  return (
    <Modal
      open={unavailableApplicationId !== null}
      title="This option has ended"
      onClose={acknowledge}
      actions={
        <>
          <Button variant="secondary" onClick={readNotice} disabled={continuing}>
            {UNAVAILABLE_NOTICE}
          </Button>
          <Button onClick={acknowledge} disabled={continuing}>
            OK
          </Button>
        </>
      }
    >
      <p>{UNAVAILABLE_TEXT}</p>
      <p>Click OK to go back to your loan; it stays as it is. You can also read our notice about your request.</p>
    </Modal>
  );
}
