// A file of the signed-in customer's (a signed agreement, a notice of action taken) downloaded from the REST API with
// their id token, asked of the auth service at the click and never kept, then saved under `fileName`. Whether it was.
// A failure goes to the network and auth rules too (src/app/apiErrorSaga.ts): a 403 to login, a fault to the error page.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { requestFailed } from '../events/requestEvents';
import { authorizationHeader } from './authorization';
import type { Services } from '../services/services';
import type { RootState } from '../store/rootReducer';

export const downloadFile =
  (path: string, fileName: string): ThunkAction<Promise<boolean>, RootState, Services, UnknownAction> =>
  async (dispatch, _getState, services) => {
    const name = `download ${fileName}`;
    try {
      const token = await services.auth.getIdToken();
      const response = await fetch(path, { headers: authorizationHeader(token) });
      if (!response.ok) {
        dispatch(
          requestFailed({ name, error: { status: response.status, message: `Download failed (${response.status})` } }),
        );
        return false;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Network error';
      dispatch(requestFailed({ name, error: { status: 'FETCH_ERROR', message } }));
      return false;
    }
  };
