// /application/upload-docs: an approved applicant who chose to show their ID another way uploads the documents asked
// for (the application state's pendingDocuments): one file per document, a photo (JPEG, PNG, HEIC) or a PDF up to
// 10 MB, each with its progress, and each refused file with why. The page watches the decision: once the last
// document is in, the state pushed to the socket no longer waits and the page moves on to the e-sign.
import { useId, type ChangeEvent } from 'react';
import { CallUs } from '../../../../components/CallUs';
import {
  ACCEPT_ATTRIBUTE,
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type DocumentKind,
} from '../../../../lib/rules/documentUploads';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectApplication } from '../../applicationSlice';
import { APPLICATION_TEXT } from '../../applicationText';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { applicationTexts, type ApplicationText } from '../../texts/catalog';
import { useDecisionWatch } from '../decision/useDecisionWatch';
import { ApplicationPage } from '../../progress/ApplicationPage';
import { holdFile } from './chosenFiles';
import { documentChosen, selectDocuments, type DocumentUpload } from './documentsSlice';
import styles from './documents.module.scss';

function DocumentRow({
  kind,
  pending,
  upload,
}: {
  kind: DocumentKind;
  pending: boolean;
  upload: DocumentUpload | undefined;
}) {
  const dispatch = useAppDispatch();
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const id = useId();
  const taken = !pending || upload?.status === 'done';
  const uploading = upload?.status === 'uploading';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) dispatch(documentChosen({ kind, fileId: holdFile(file) }));
  };
  return (
    <li className={styles.item}>
      <label className={styles.label} htmlFor={`${id}-file`}>
        {messageText(DOCUMENT_LABELS[kind])}
      </label>
      {taken ? (
        <p className={styles.taken}>✓ {text('uploadDocs.received')}</p>
      ) : (
        <input
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={uploading}
          aria-describedby={upload?.status === 'refused' ? `${id}-why` : undefined}
          onChange={onChange}
        />
      )}
      {uploading && (
        <progress
          className={styles.progress}
          max={100}
          value={upload.percent}
          aria-label={text('uploadDocs.uploading', { percent: upload.percent })}
        />
      )}
      {upload?.status === 'refused' && (
        <p id={`${id}-why`} className={styles.refused} role="alert">
          {upload.message && messageText(upload.message)}
        </p>
      )}
    </li>
  );
}

export function UploadDocsScreen() {
  useDecisionWatch();
  const text = useTexts<ApplicationText>(applicationTexts);
  const messageText = useMessageText();
  const { decision } = useAppSelector(selectApplication);
  const { uploads } = useAppSelector(selectDocuments);
  const pending = decision.state?.pendingDocuments ?? null;
  const allIn =
    pending !== null && DOCUMENT_KINDS.every((kind) => !pending.includes(kind) || uploads[kind]?.status === 'done');
  return (
    <ApplicationPage id="upload-docs-title" title={text('uploadDocs.title')}>
      {pending === null ? (
        <p role="status">{messageText(APPLICATION_TEXT.processing)}</p>
      ) : (
        <>
          <p>{text('uploadDocs.intro')}</p>
          <p>{text('uploadDocs.files')}</p>
          <ul className={styles.list}>
            {DOCUMENT_KINDS.map((kind) => (
              <DocumentRow key={kind} kind={kind} pending={pending.includes(kind)} upload={uploads[kind]} />
            ))}
          </ul>
          {allIn && <p role="status">{text('uploadDocs.allIn')}</p>}
          <CallUs wording="callUs.questions" />
        </>
      )}
    </ApplicationPage>
  );
}
