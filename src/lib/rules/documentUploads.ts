// The documents an applicant uploads at /application/upload-docs (issue 14), shared by the page (which checks the
// size before sending) and the server (which checks the size and the type by the file's content, not its name):
// which documents, which file types, how large, and the message for each refused file. No file name is kept or
// shown anywhere (it may carry a name): each message speaks of the document it was chosen for.

export const DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Readonly<Record<DocumentKind, string>> = {
  ID_FRONT: 'Front of your driver’s license or state ID',
  ID_BACK: 'Back of your driver’s license or state ID',
  PROOF_OF_ADDRESS: 'Proof of address dated in the last 60 days (a utility bill, a bank statement or a lease)',
};

/** The file types taken, as their content shows them (magic numbers), with the extensions the file picker offers. */
export const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg,.jpeg',
  'image/png': '.png',
  'image/heic': '.heic',
};
export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_TYPES), ...Object.values(ACCEPTED_TYPES)].join(',');

/** The largest file taken: 10 MB (a phone photo is 2 to 5 MB; a HEIC one less). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TEXT = {
  wrongType: 'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.',
  tooLarge: 'This file is larger than 10 MB. Choose a smaller photo or scan.',
  empty: 'This file is empty. Choose a photo or a PDF of the document.',
  unreadable:
    'This file could not be opened as a PDF or a photo (it may be damaged or password-protected). Choose another photo or scan of the document.',
  infected: 'This file failed our virus scan and was not kept. Choose another photo or scan of the document.',
  unknownKind: 'Choose which document this file is.',
  notPending: 'This application is not waiting for documents.',
  failed: 'The upload did not finish. Check your connection and choose the file again.',
} as const;

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
