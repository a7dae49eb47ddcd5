import { Link } from 'react-router-dom';
import { DeadEnd } from '../../../components/DeadEnd';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';

export function CustomerAlreadyInUseScreen() {
  return (
    <DeadEnd
      id="customer-in-use-title"
      title="You already have an online account"
      actions={
        <>
          <LinkButton to={paths.login.href()}>Log In</LinkButton>
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </>
      }
    >
      <p>
        An online account already exists for this customer record. Log in with it, or reset your password if you have
        forgotten it.
      </p>
    </DeadEnd>
  );
}
