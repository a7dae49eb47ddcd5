// The header's Log In / Log Out button. Log Out signs out at once, except for a passwordless customer, who
// is asked first (they will need an emailed code to come back).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signOutRequested } from '../../../events/sessionEvents';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../i18n/useTexts';
import { authTexts, type AuthText } from '../texts/catalog';

export function AuthButton({ className }: { className?: string }) {
  const text = useTexts<AuthText>(authTexts);
  const dispatch = useAppDispatch();
  const { status, isPasswordless } = useAppSelector((s) => s.auth);
  const [confirming, setConfirming] = useState(false);
  if (status === 'unknown') return null;
  if (status !== 'signedIn') {
    return (
      <Link to={paths.login.href()} className={`${buttonClass('primary')} ${className ?? ''}`}>
        {text('header.logIn')}
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
        {text('header.logOut')}
      </Button>
      <Modal
        open={confirming}
        title={text('header.logOutTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {text('header.stayLoggedIn')}
            </Button>
            <Button onClick={signOut}>{text('header.logOut')}</Button>
          </>
        }
      >
        <p>{text('header.noPasswordYet')}</p>
      </Modal>
    </>
  );
}
