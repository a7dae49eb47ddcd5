// A file of the signed-in customer's (a signed agreement, a notice of action taken) downloaded from the REST API with
// their id token, asked of the auth service at the click and never kept, then saved under `fileName`. Whether it was.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Services } from '../services/services';
import type { RootState } from '../store/rootReducer';

export const downloadFile =
  (path: string, fileName: string): ThunkAction<Promise<boolean>, RootState, Services, UnknownAction> =>
  async (_dispatch, _getState, services) => {
    try {
      const token = await services.auth.getIdToken();
      const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) return false;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return true;
    } catch {
      return false;
    }
  };
