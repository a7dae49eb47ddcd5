// The browser's upload service: XMLHttpRequest, for its upload progress events (fetch has none). The answer is the
// status and its JSON; a network failure or an abort rejects.
import { authorizationHeader } from '../api/authorization';
import type { UploadService } from '../services/services';

export const xhrUpload: UploadService = {
  send({ url, token, form }, onProgress) {
    const xhr = new XMLHttpRequest();
    const done = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          body = null;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new Error('The upload did not reach the server'));
      xhr.onabort = () => reject(new Error('The upload was stopped'));
    });
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(authorizationHeader(token))) xhr.setRequestHeader(name, value);
    xhr.send(form);
    return { done, abort: () => xhr.abort() };
  },
};
