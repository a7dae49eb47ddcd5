// The documents the borrower signed for a loan (the application's agreements), each downloaded with the borrower's
// id token (asked of the auth service at the click, never kept) and saved under its title.
import { useState } from 'react';
import { downloadFile } from '../../../api/fileDownload';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAppDispatch } from '../../../store/hooks';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';
import { useTexts } from '../../../i18n/useTexts';
import { accountTexts, type AccountText } from '../texts/catalog';

export function LoanDocuments({ loan }: { loan: AccountLoan }) {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState<string | null>(null);
  const text = useTexts<AccountText>(accountTexts);
  const { applicationId } = loan;
  if (!applicationId || loan.documents.length === 0) {
    return <p className={styles.muted}>{text('documents.none')}</p>;
  }
  return (
    <>
      {failed && <Alert tone="error">{text('documents.failed', { title: failed })}</Alert>}
      <ul className={styles.documents}>
        {loan.documents.map((document) => (
          <li key={document.idTag}>
            <span>{document.title}</span>
            <Button
              variant="secondary"
              onClick={() => {
                setFailed(null);
                void dispatch(
                  downloadFile(
                    `applications/${encodeURIComponent(applicationId)}/agreements/${encodeURIComponent(document.idTag)}`,
                    `${loan.loanNumber} ${document.title}.pdf`,
                  ),
                ).then((ok) => {
                  if (!ok) setFailed(document.title);
                });
              }}
            >
              {text('documents.download')}
              <span className="visually-hidden"> {document.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
