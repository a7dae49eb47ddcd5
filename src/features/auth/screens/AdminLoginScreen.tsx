// /admin/login: the agents' login (an agent already signed in goes straight to the landing).
import { Navigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { SignInForm } from './SignInForm';
import styles from './LoginScreen.module.scss';

export function AdminLoginScreen() {
  const { status, isAdmin, error } = useAppSelector((s) => s.auth);
  if (status === 'signedIn' && isAdmin) return <Navigate to={paths.admin.landing.href()} replace />;
  return (
    <section className={styles.card} aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        Agent log in
      </h1>
      {error && <Alert tone="error">{error}</Alert>}
      <SignInForm initialEmail="" admin />
    </section>
  );
}
