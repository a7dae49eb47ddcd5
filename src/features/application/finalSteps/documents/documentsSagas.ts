// /upload-docs: each chosen file is sent on its own (the uploadDocument call: POST /api/applications/:id/documents,
// multipart, the id token), its progress told to the page by the call as it goes (a cancelled saga aborts the upload).
// The size is checked first (the server checks it too, with the type by content and the virus scan); a refusal shows
// the server's message for that document. When the last document is in, the application socket's next state moves
// the page on to the e-sign.
import { put, takeEvery } from 'redux-saga/effects';
import { request } from '../../../../api/sagaRequest';
import type { ApiError } from '../../../../lib/apiError';
import { MAX_DOCUMENT_BYTES, UPLOAD_TEXT } from '../../../../lib/rules/documentUploads';
import { currentRecord } from '../../flowEffects';
import { dropFile, heldFile } from './chosenFiles';
import { uploadDocument } from './documentsEndpoints';
import { documentChosen, uploadRefused, uploadStarted, uploadTaken } from './documentsSlice';

/** The page's words for a failed upload: the server's refusal (a 4xx with its words), else that it failed. */
function refusalOf(error: unknown) {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  return typeof status === 'number' && status < 500 && message ? message : UPLOAD_TEXT.failed;
}

/** Why a file's size is refused before anything is sent (the server checks it too), or null. */
const sizeRefusal = (bytes: number) =>
  bytes === 0 ? UPLOAD_TEXT.empty : bytes > MAX_DOCUMENT_BYTES ? UPLOAD_TEXT.tooLarge : null;

export function* documentChosenSaga(action: ReturnType<typeof documentChosen>) {
  const { kind, fileId } = action.payload;
  const file = heldFile(fileId);
  const record = yield* currentRecord();
  const refusal = file ? sizeRefusal(file.size) : null;
  if (!file || !record || refusal) {
    dropFile(fileId);
    if (refusal) yield put(uploadRefused({ kind, message: refusal }));
    return;
  }
  yield put(uploadStarted({ kind }));
  try {
    // The call takes the file, and reports its progress to the page itself; cancelling this saga aborts it.
    yield* request(uploadDocument.initiate({ applicationId: record.id, kind, fileId }, { track: false }));
    yield put(uploadTaken({ kind }));
  } catch (error) {
    yield put(uploadRefused({ kind, message: refusalOf(error) }));
  }
}

export function* documentsSagas() {
  yield takeEvery(documentChosen.type, documentChosenSaga);
}
