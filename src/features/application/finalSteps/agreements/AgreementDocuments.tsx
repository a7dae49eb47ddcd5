// The documents of a set: each with what it is, a button that opens it in the viewer, and its own agreement, which
// can be ticked once the document has been opened (read). The E-SIGN consent comes first: the other documents are
// offered once it is agreed (15 USC 7001(c): consent before records are given electronically).
import type { AgreementDocument } from './agreementsEndpoints';
import styles from './agreements.module.scss';
import { useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';

interface AgreementDocumentsProps {
  documents: readonly AgreementDocument[];
  /** Documents opened and shown. */
  read: ReadonlySet<string>;
  agreed: ReadonlySet<string>;
  onOpen: (document: AgreementDocument) => void;
  onAgree: (idTag: string, agreed: boolean) => void;
  /** Documents that need no agreement here (the ACH authorization without automatic payments). */
  optional?: ReadonlySet<string>;
  disabled?: boolean;
}

export function AgreementDocuments({
  documents,
  read,
  agreed,
  onOpen,
  onAgree,
  optional,
  disabled = false,
}: AgreementDocumentsProps) {
  const text = useTexts<AgreementsText>(agreementsTexts);
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const title = document.title ?? document.idTag;
        const skipped = optional?.has(document.idTag) ?? false;
        return (
          <li key={document.idTag} className={skipped ? styles.skipped : undefined}>
            <div className={styles.document}>
              <strong>{title}</strong>
              {document.copy && <span>{document.copy}</span>}
            </div>
            <button type="button" className={styles.open} disabled={disabled} onClick={() => onOpen(document)}>
              {read.has(document.idTag) ? text('agreements.readAgain', { title }) : text('agreements.read', { title })}
            </button>
            {!skipped && (
              <label className={styles.agree}>
                <input
                  type="checkbox"
                  checked={agreed.has(document.idTag)}
                  disabled={disabled || !read.has(document.idTag)}
                  onChange={(event) => onAgree(document.idTag, event.target.checked)}
                />
                <span>{text('agreements.agreeTo', { title })}</span>
              </label>
            )}
            {!skipped && !read.has(document.idTag) && (
              <span className={styles.hint}>{text('agreements.openToAgree')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
