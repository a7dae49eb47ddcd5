// The header's Log In / Log Out button. Log Out signs out at once, except for a passwordless customer, who
// is asked first (they will need an emailed code to come back).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signOutRequested } from '../../../events/sessionEvents';
import { paths } from '../../../config/paths';

export function AuthButton({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const { status, isPasswordless } = useAppSelector((s) => s.auth);
  const [confirming, setConfirming] = useState(false);
  if (status === 'unknown') return null;
  if (status !== 'signedIn') {
    return (
      <Link to={paths.login.href()} className={`${buttonClass('primary')} ${className ?? ''}`}>
        Log In
      </Link>
    );
  }
  const signOut = () => {
    setConfirming(false);
    dispatch(signOutRequested());
  };
  return (
    <>
      <Button className={className} onClick={() => (isPasswordless ? setConfirming(true) : signOut())}>
        Log Out
      </Button>
      <Modal
        open={confirming}
        title="Log out?"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Stay logged in
            </Button>
            <Button onClick={signOut}>Log Out</Button>
          </>
        }
      >
        <p>Your account has no password yet. To log back in, we will email you a one-time code.</p>
      </Modal>
    </>
  );
}
