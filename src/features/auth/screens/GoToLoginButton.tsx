// The recovery screens' way back to the login screen (with the email prefilled when it is known).
import { useNavigate } from 'react-router-dom';
import buttonStyles from '../../../components/Button.module.scss';
import { paths } from '../../../config/paths';

export function GoToLoginButton({ label = 'Go to login', email }: { label?: string; email?: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`} onClick={() => void navigate(paths.login.href(), { state: email ? { email } : undefined })}>
      {label}
    </button>
  );
}
