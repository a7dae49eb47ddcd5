// The documents the borrower signed for a loan (the application's agreements), each downloaded with the borrower's
// id token (asked of the auth service at the click, never kept) and saved under its title.
import { useState } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import type { Services } from '../../../services/services';
import type { RootState } from '../../../store/rootReducer';
import { useAppDispatch } from '../../../store/hooks';
import type { AccountLoan } from '../accountEndpoints';
import styles from '../screens/account.module.scss';

const download =
  (
    applicationId: string,
    idTag: string,
    fileName: string,
  ): ThunkAction<Promise<boolean>, RootState, Services, UnknownAction> =>
  async (_dispatch, _getState, services) => {
    try {
      const token = await services.auth.getIdToken();
      const response = await fetch(
        `/api/applications/${encodeURIComponent(applicationId)}/agreements/${encodeURIComponent(idTag)}`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok) return false;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return true;
    } catch {
      return false;
    }
  };

export function LoanDocuments({ loan }: { loan: AccountLoan }) {
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState<string | null>(null);
  const { applicationId } = loan;
  if (!applicationId || loan.documents.length === 0) {
    return (
      <p className={styles.muted}>
        This loan’s documents were signed before our website kept them. Call us and we will send you a copy.
      </p>
    );
  }
  return (
    <>
      {failed && <Alert tone="error">We couldn&apos;t download {failed} just now. Please try again.</Alert>}
      <ul className={styles.documents}>
        {loan.documents.map((document) => (
          <li key={document.idTag}>
            <span>{document.title}</span>
            <Button
              variant="secondary"
              onClick={() => {
                setFailed(null);
                void dispatch(download(applicationId, document.idTag, `${loan.loanNumber} ${document.title}.pdf`)).then(
                  (ok) => {
                    if (!ok) setFailed(document.title);
                  },
                );
              }}
            >
              Download<span className="visually-hidden"> {document.title}</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
