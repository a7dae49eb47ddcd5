// /upload-docs: each chosen file is sent on its own (POST /api/applications/:id/documents, multipart, the id token),
// its progress reported through an eventChannel the saga closes in `finally` (a cancelled saga aborts the upload).
// The size is checked first (the server checks it too, with the type by content and the virus scan); a refusal shows
// the server's message for that document. When the last document is in, the application socket's next state moves
// the page on to the e-sign.
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { MAX_DOCUMENT_BYTES, UPLOAD_TEXT, type DocumentKind } from '../../../../lib/rules/documentUploads';
import type { RootState } from '../../../../store/rootReducer';
import { service } from '../../../../store/sagaServices';
import type { UploadProgress, UploadResult, UploadService } from '../../../../services/services';
import { currentRecord } from '../../flowEffects';
import { takeFile } from './chosenFiles';
import { documentChosen, uploadProgressed, uploadRefused, uploadStarted, uploadTaken } from './documentsSlice';

type UploadEvent =
  { type: 'progress'; progress: UploadProgress } | { type: 'answered'; result: UploadResult } | { type: 'failed' };

export function uploadChannel(
  uploads: UploadService,
  request: { url: string; token: string; form: FormData },
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const { done, abort } = uploads.send(request, (progress) => emit({ type: 'progress', progress }));
    let finished = false;
    done.then(
      (result) => {
        finished = true;
        emit({ type: 'answered', result });
        emit(END);
      },
      () => {
        finished = true;
        emit({ type: 'failed' });
        emit(END);
      },
    );
    return () => {
      if (!finished) abort();
    };
    // Kept while the saga puts the last progress: the answer is never dropped.
  }, buffers.expanding<UploadEvent>(8));
}

const percentOf = ({ loaded, total }: UploadProgress) =>
  total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;

function* send(kind: DocumentKind, applicationId: string, file: File) {
  const auth = yield* service('auth');
  const uploads = yield* service('uploads');
  const base = (yield select((state: RootState) => state.runtime.config?.restBaseUrl ?? '/api')) as string;
  const token = (yield call(auth.getIdToken)) as string | null;
  if (!token) {
    yield put(uploadRefused({ kind, message: UPLOAD_TEXT.failed }));
    return;
  }
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const channel = (yield call(uploadChannel, uploads, {
    url: `${base}/applications/${encodeURIComponent(applicationId)}/documents`,
    token,
    form,
  })) as EventChannel<UploadEvent>;
  try {
    for (;;) {
      const event = (yield take(channel)) as UploadEvent;
      if (event.type === 'progress') {
        yield put(uploadProgressed({ kind, percent: percentOf(event.progress) }));
      } else if (event.type === 'answered') {
        const error = (event.result.body as { error?: unknown } | null)?.error;
        if (event.result.status === 201) yield put(uploadTaken({ kind }));
        else
          yield put(
            uploadRefused({
              kind,
              message: typeof error === 'string' && event.result.status < 500 ? error : UPLOAD_TEXT.failed,
            }),
          );
        return;
      } else {
        yield put(uploadRefused({ kind, message: UPLOAD_TEXT.failed }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* documentChosenSaga(action: ReturnType<typeof documentChosen>) {
  const { kind, fileId } = action.payload;
  const file = takeFile(fileId);
  const record = yield* currentRecord();
  if (!file || !record) return;
  if (file.size === 0) {
    yield put(uploadRefused({ kind, message: UPLOAD_TEXT.empty }));
    return;
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    yield put(uploadRefused({ kind, message: UPLOAD_TEXT.tooLarge }));
    return;
  }
  yield put(uploadStarted({ kind }));
  yield call(send, kind, record.id, file);
}

export function* documentsSagas() {
  yield takeEvery(documentChosen.type, documentChosenSaga);
}
