// /sso/transfer: 'Transferring to partner site' while the hand-off saga is at work.
import styles from './LoginScreen.module.scss';

export function TransferScreen() {
  return (
    <section className={styles.card} aria-labelledby="transfer-title" role="status">
      <h1 id="transfer-title" className={styles.title}>
        Transferring to partner site
      </h1>
      <p>Please wait while we take you to the site that holds your account.</p>
    </section>
  );
}
