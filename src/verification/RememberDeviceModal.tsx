// The remember-my-device question (account-access spec's MFA remember-device step; application spec 4.8): accept
// saves the device, decline or close dismisses it. Shared by the multi-factor check and the application's end.
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';

export function RememberDeviceModal({
  open,
  submitting,
  onAnswer,
}: {
  open: boolean;
  submitting: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const decline = () => onAnswer(false);
  return (
    <Modal
      open={open}
      title="Remember this device?"
      onClose={decline}
      actions={
        <>
          <Button disabled={submitting} onClick={() => onAnswer(true)}>
            {submitting ? 'Saving...' : 'Remember This Device'}
          </Button>
          <Button variant="secondary" disabled={submitting} onClick={decline}>
            Not Now
          </Button>
        </>
      }
    >
      <p>
        If this is your own device, we can remember it so you won&apos;t need a code to log in here for the next 30
        days.
      </p>
      <p>Don&apos;t choose this on a shared or public computer.</p>
    </Modal>
  );
}
