// Page events any part of the app may dispatch: a virtual page view for analytics (the app's page-view saga
// hands it to the analytics service).
import { createAction } from '@reduxjs/toolkit';

export const pageViewed = createAction<string>('page/viewed');
