// The recovery screens' way back to the login screen (with the email prefilled when it is known).
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { paths } from '../../../config/paths';

export function GoToLoginButton({ label, email }: { label: string; email?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      block
      onClick={() => void navigate(paths.login.href(), { state: email ? { email } : undefined })}
    >
      {label}
    </Button>
  );
}
