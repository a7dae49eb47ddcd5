// /upload-docs in the browser: each document's upload as it goes (its progress, taken, or refused with why). Never
// a file, its name or its bytes (chosenFiles.ts holds the file until the saga sends it).
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { DocumentKind } from '../../../../lib/rules/documentUploads';
import { rootReducer, type RootState } from '../../../../store/rootReducer';

export interface DocumentUpload {
  status: 'uploading' | 'done' | 'refused';
  /** 0 to 100. */
  percent: number;
  message: string | null;
}

export interface DocumentsState {
  uploads: Partial<Record<DocumentKind, DocumentUpload>>;
}

const initialDocumentsState: DocumentsState = { uploads: {} };

/** A file was chosen for a document (held in chosenFiles.ts under `fileId`). */
export const documentChosen = createAction<{ kind: DocumentKind; fileId: string }>(
  'applicationDocuments/documentChosen',
);

export const documentsSlice = createSlice({
  name: 'applicationDocuments',
  initialState: initialDocumentsState,
  reducers: {
    uploadStarted(state, action: PayloadAction<{ kind: DocumentKind }>) {
      state.uploads[action.payload.kind] = { status: 'uploading', percent: 0, message: null };
    },
    uploadProgressed(state, action: PayloadAction<{ kind: DocumentKind; percent: number }>) {
      const upload = state.uploads[action.payload.kind];
      if (upload?.status === 'uploading') upload.percent = action.payload.percent;
    },
    uploadTaken(state, action: PayloadAction<{ kind: DocumentKind }>) {
      state.uploads[action.payload.kind] = { status: 'done', percent: 100, message: null };
    },
    uploadRefused(state, action: PayloadAction<{ kind: DocumentKind; message: string }>) {
      state.uploads[action.payload.kind] = { status: 'refused', percent: 0, message: action.payload.message };
    },
  },
});

export const { uploadStarted, uploadProgressed, uploadTaken, uploadRefused } = documentsSlice.actions;

declare module '../../../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof documentsSlice> {}
}

const injected = documentsSlice.injectInto(rootReducer);
export const selectDocuments = (state: RootState) => injected.selectSlice(state);
