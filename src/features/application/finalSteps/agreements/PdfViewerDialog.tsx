// A document opened for reading: a wide dialog that loads the PDF viewer's chunk (react-pdf and pdf.js) the first
// time a document opens, with the borrower's id token for a document fetched by address (asked of the auth service
// when the document opens; never kept in the store). Closing it returns to the list. A document in Spanish offers its
// English copy (Regulation Z, 12 CFR 1026.27) in the same dialog, for reference: the copy agreed stays the Spanish one.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { AGREEMENT_TEXT } from '../../../../lib/rules/agreements';
import type { Services } from '../../../../services/services';
import type { RootState } from '../../../../store/rootReducer';
import { useAppDispatch } from '../../../../store/hooks';
import type { AgreementDocument } from './agreementsEndpoints';
import type { PdfSource } from './PdfViewer';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';
import styles from './agreements.module.scss';

const PdfViewer = lazy(() => import(/* webpackChunkName: "agreements" */ './PdfViewer'));

const idToken =
  (): ThunkAction<Promise<string | null>, RootState, Services, UnknownAction> => (_dispatch, _getState, services) =>
    services.auth.getIdToken().catch(() => null);

function bytesOf(base64: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

export function PdfViewerDialog({
  document,
  onLoaded,
  onClose,
}: {
  document: AgreementDocument | null;
  onLoaded: (idTag: string) => void;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const text = useTexts<AgreementsText>(agreementsTexts);
  const messageText = useMessageText();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  // The document whose English copy is shown: another document opens in its own copy.
  const [englishFor, setEnglishFor] = useState<string | null>(null);
  const englishUrl = document?.englishUrl ?? null;
  const showsEnglish = !!document && englishFor === document.idTag && !!englishUrl;
  const url = showsEnglish ? englishUrl : (document?.url ?? null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    setToken(undefined);
    void dispatch(idToken()).then((value) => {
      if (live) setToken(value);
    });
    return () => {
      live = false;
    };
  }, [dispatch, url]);
  const source = useMemo<PdfSource | null>(() => {
    if (!document) return null;
    if (document.pdfData && !showsEnglish) {
      const bytes = bytesOf(document.pdfData);
      return bytes ? { bytes } : null;
    }
    return url && token !== undefined ? { url, token } : null;
  }, [document, showsEnglish, url, token]);
  const title = document?.title ?? '';
  const broken = !!document && !document.pdfData && !document.url;
  // Closed, a document opens again in its own copy.
  const close = () => {
    setEnglishFor(null);
    onClose();
  };
  return (
    <Modal
      open={!!document}
      title={title}
      wide
      onClose={close}
      actions={
        <>
          {englishUrl && (
            <Button variant="secondary" onClick={() => setEnglishFor(showsEnglish ? null : (document?.idTag ?? null))}>
              {showsEnglish ? text('agreements.ownCopy') : text('agreements.englishCopy')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {text('agreements.close')}
          </Button>
        </>
      }
    >
      {showsEnglish && (
        <p role="status" className={styles.englishNote}>
          {text('agreements.englishNote')}
        </p>
      )}
      {broken || (document?.pdfData && !showsEnglish && !source) ? (
        <Alert tone="error">{messageText(AGREEMENT_TEXT.pdfFailed)}</Alert>
      ) : source && document ? (
        <Suspense fallback={<p>{text('agreements.loadingDocument')}</p>}>
          <PdfViewer
            key={showsEnglish ? `${document.idTag}:en` : document.idTag}
            title={showsEnglish ? text('agreements.englishTitle', { title }) : title}
            source={source}
            onLoaded={() => {
              if (!showsEnglish) onLoaded(document.idTag);
            }}
          />
        </Suspense>
      ) : (
        <p>{text('agreements.loadingDocument')}</p>
      )}
    </Modal>
  );
}
