// /application/upload-docs (issue 14): an approved applicant who showed their ID another way uploads a photo of its
// front and back and a proof of address before signing. Each file is checked by its content (file-type reads the
// magic numbers: PDF, JPEG, PNG or HEIC; the name and the browser's stated type are not trusted) and by opening it (a
// PDF must parse, an image must give its size), its size (10 MB),
// and a virus scan (the seam below), then kept in the database (never under the web root) with its SHA-256. The
// reference back end takes a document that passes these checks as received; when the last one is in, the
// application's state (pushed to its socket) no longer waits for documents and the loan can be signed.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Database } from '../../../db/client';
import { applicationDocuments, applications } from '../../../db/schema/applications';
import {
  ACCEPTED_TYPES,
  MAX_DOCUMENT_BYTES,
  UPLOAD_TEXT,
  type DocumentKind,
} from '../../../../src/lib/rules/documentUploads';
import { badRequest, forbidden, notFound } from '../../domainError';
import type { ChangeFeed } from '../../../db/changeFeed';
import { documentsPending, stateInfo } from '../decision/decisionService';
import type { CustomerId } from '../../../db/schema/customers';
import { ownedApplication } from '../applicationRepository';

/**
 * The virus-scan seam: every upload passes through `scan` before it is kept. In production this is clamd's INSTREAM
 * (or the cloud storage's scanner); the local scanner finds the EICAR test signature, the industry's harmless test
 * file, so the refusal can be tried and tested.
 */
export interface MalwareScanner {
  scan: (bytes: Uint8Array) => Promise<'CLEAN' | 'INFECTED'>;
}

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export const localScanner: MalwareScanner = {
  scan: (bytes) => Promise.resolve(Buffer.from(bytes).includes(EICAR) ? 'INFECTED' : 'CLEAN'),
};

/**
 * A file is taken only if it opens as what its first bytes claim: a PDF that @cantoo/pdf-lib parses, with a page and no
 * password; an image whose header gives its size. `%PDF-` in front of an executable is not a PDF.
 */
async function readable(mime: string, bytes: Uint8Array): Promise<boolean> {
  try {
    if (mime === 'application/pdf')
      return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount() > 0;
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0;
  } catch {
    return false;
  }
}

export interface Uploader {
  /** The borrower signed in, by their customer record (an agent acting for them may not upload). */
  customerId: CustomerId | null;
  brand: string;
  isAgent: boolean;
}

export interface UploadDeps {
  db: Database;
  changes: ChangeFeed;
  scanner: MalwareScanner;
}

/** Takes one document for an application waiting for it; answers the documents still to upload. */
export async function receiveDocument(
  deps: UploadDeps,
  uploader: Uploader,
  applicationId: string,
  kind: DocumentKind,
  bytes: Uint8Array,
  now = new Date(),
) {
  if (uploader.isAgent) throw forbidden('Only the borrower uploads their documents.');
  const row = await ownedApplication(deps.db, applicationId, uploader);
  if (!row) throw notFound('No application with this id for this customer');
  if (!stateInfo(row, now).pendingDocuments.includes(kind)) throw badRequest(UPLOAD_TEXT.notPending);
  if (bytes.length === 0) throw badRequest(UPLOAD_TEXT.empty);
  if (bytes.length > MAX_DOCUMENT_BYTES) throw badRequest(UPLOAD_TEXT.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in ACCEPTED_TYPES)) throw badRequest(UPLOAD_TEXT.wrongType);
  // Scanned before it is opened: no parser reads a file the scanner finds infected.
  if ((await deps.scanner.scan(bytes)) === 'INFECTED') throw badRequest(UPLOAD_TEXT.infected);
  if (!(await readable(type.mime, bytes))) throw badRequest(UPLOAD_TEXT.unreadable);
  await deps.db.insert(applicationDocuments).values({
    applicationId: row.id,
    kind,
    mediaType: type.mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content: bytes,
    uploadedAt: now,
  });
  const decision = row.decision!;
  const received = [...new Set([...(decision.documentsReceived ?? []), kind])];
  const [saved] = await deps.db
    .update(applications)
    .set({ decision: { ...decision, documentsReceived: received }, modifiedAt: now })
    .where(eq(applications.id, row.id))
    .returning();
  deps.changes.publish('application', saved!.id);
  return { kind, mediaType: type.mime, pending: documentsPending(saved!.decision) };
}
