// A call made outside RTK Query (a file download) failed: the app's network and auth rules (src/app/apiErrorSaga.ts)
// answer it as they answer the API's rejections.
import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../lib/apiError';

export const requestFailed = createAction<{ error: ApiError; name: string }>('request/failed');
