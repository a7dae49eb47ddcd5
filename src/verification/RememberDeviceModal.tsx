// The remember-my-device question (account-access spec's MFA remember-device step; application spec 4.8): accept
// saves the device, decline or close dismisses it. Shared by the multi-factor check and the application's end.
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useTexts } from '../i18n/useTexts';
import { verificationTexts, type VerificationText } from './texts/catalog';

export function RememberDeviceModal({
  open,
  submitting,
  onAnswer,
}: {
  open: boolean;
  submitting: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const text = useTexts<VerificationText>(verificationTexts);
  const decline = () => onAnswer(false);
  return (
    <Modal
      open={open}
      title={text('remember.title')}
      onClose={decline}
      actions={
        <>
          <Button disabled={submitting} onClick={() => onAnswer(true)}>
            {text(submitting ? 'remember.saving' : 'remember.accept')}
          </Button>
          <Button variant="secondary" disabled={submitting} onClick={decline}>
            {text('remember.notNow')}
          </Button>
        </>
      }
    >
      <p>{text('remember.body')}</p>
      <p>{text('remember.shared')}</p>
    </Modal>
  );
}
