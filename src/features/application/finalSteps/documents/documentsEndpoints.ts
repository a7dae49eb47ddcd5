// The upload of one document (POST /api/applications/:id/documents, multipart) as a call of the REST API. Its base is
// the upload service (XMLHttpRequest: fetch reports no upload progress), with the one authorization header; each step
// of the progress is told to the page as it goes, and the call's abort (a cancelled saga) stops the upload. The file
// waits under its id (chosenFiles.ts): no File enters an action or the store.
import { restApi } from '../../../../api/restApi';
import type { ApiError } from '../../../../lib/apiError';
import type { DocumentKind } from '../../../../lib/rules/documentUploads';
import type { RuntimeState } from '../../../../config/runtimeSettings';
import type { Services, UploadProgress } from '../../../../services/services';
import { takeFile } from './chosenFiles';
import { uploadProgressed } from './documentsSlice';

const percentOf = ({ loaded, total }: UploadProgress) =>
  total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;

const documentsApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Taken (201) answers null. A refusal is an error with the server's words as its message (empty when it gave
     * none); a failure of the network is a FETCH_ERROR.
     */
    uploadDocument: build.mutation<null, { applicationId: string; kind: DocumentKind; fileId: string }>({
      async queryFn({ applicationId, kind, fileId }, api) {
        const { auth, uploads } = api.extra as Services;
        const file = takeFile(fileId);
        const token = await auth.getIdToken();
        if (!file)
          return { error: { status: 'FETCH_ERROR', message: 'The file to upload is gone' } satisfies ApiError };
        if (!token) return { error: { status: 'UNAUTHENTICATED', message: 'No current user' } satisfies ApiError };
        const { runtime } = api.getState() as { runtime: RuntimeState };
        const form = new FormData();
        form.append('kind', kind);
        form.append('file', file);
        const { done, abort } = uploads.send(
          {
            url: `${runtime.config?.restBaseUrl ?? '/api'}/applications/${encodeURIComponent(applicationId)}/documents`,
            token,
            form,
          },
          (progress) => api.dispatch(uploadProgressed({ kind, percent: percentOf(progress) })),
        );
        api.signal.addEventListener('abort', abort);
        try {
          const { status, body } = await done;
          if (status === 201) return { data: null };
          const said = (body as { error?: unknown } | null)?.error;
          return { error: { status, message: typeof said === 'string' ? said : '' } satisfies ApiError };
        } catch (error) {
          const message = error instanceof Error ? error.message : 'The upload did not reach the server';
          return { error: { status: 'FETCH_ERROR', message } satisfies ApiError };
        } finally {
          api.signal.removeEventListener('abort', abort);
        }
      },
    }),
  }),
});

export const { uploadDocument } = documentsApi.endpoints;
