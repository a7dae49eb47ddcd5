// A file of the signed-in customer's (a signed agreement, a notice of action taken) downloaded through the REST API
// with their id token (the base query asks the auth service for it at the click; it is never kept), then saved under
// `fileName`. Whether it was. A failure goes to the network and auth rules like any call (src/app/apiErrorSaga.ts): a
// 403 to login, a fault to the error page, a refusal left to the screen.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../services/services';
import { restApi } from './restApi';

const fileApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    /** The file at `path` (under /api), answered as an object URL of its bytes (the bytes stay out of the store). */
    fileDownload: build.mutation<string, { path: string }>({
      query: ({ path }) => ({
        url: path,
        responseHandler: async (response) =>
          response.ok
            ? URL.createObjectURL(await response.blob())
            : (response.json().catch(() => null) as Promise<unknown>),
      }),
      extraOptions: { authorized: true },
    }),
  }),
});

/** Downloads `path` (under /api, e.g. `applications/<id>/agreements/<idTag>`) and saves it as `fileName`. */
export const downloadFile =
  (path: string, fileName: string): ThunkAction<Promise<boolean>, unknown, Services, UnknownAction> =>
  async (dispatch) => {
    let url: string;
    try {
      url = await dispatch(fileApi.endpoints.fileDownload.initiate({ path }, { track: false })).unwrap();
    } catch {
      return false;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  };
