// react-pdf in screen tests (STACK-NOTES: pdf.js cannot load under jest on Node 20): a Document that "loads" any
// file in two pages, or fails for a file whose address or bytes say so (an address with "broken", empty bytes),
// calling the same callbacks; its options are kept for a test to read. Real rendering is the browser tests' part.
import { useEffect, type ReactNode } from 'react';

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

type File = { url?: string; httpHeaders?: Record<string, string>; data?: Uint8Array };

/** The options and the file the last Document was given. */
export const lastDocument: { options: Record<string, unknown> | null; file: File | null } = {
  options: null,
  file: null,
};

export function Document({
  file,
  options,
  onLoadSuccess,
  onLoadError,
  children,
  loading,
}: {
  file: File;
  options?: Record<string, unknown>;
  onLoadSuccess?: (pdf: { numPages: number; getData: () => Promise<Uint8Array> }) => void;
  onLoadError?: (error: Error) => void;
  children?: ReactNode;
  loading?: ReactNode;
}) {
  lastDocument.options = options ?? null;
  lastDocument.file = file;
  const broken = (file.url ?? '').includes('broken') || (file.data !== undefined && file.data.length === 0);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (broken) onLoadError?.(new Error('Invalid PDF structure.'));
      else onLoadSuccess?.({ numPages: 2, getData: () => Promise.resolve(new Uint8Array([37, 80, 68, 70])) });
    }, 0);
    return () => clearTimeout(timer);
    // Once per file, as react-pdf loads.
  }, [file]); // eslint-disable-line react-hooks/exhaustive-deps
  return <div data-testid="pdf-document">{broken ? loading : children}</div>;
}

export function Page({ pageNumber }: { pageNumber: number }) {
  return <p>{`The document’s page ${pageNumber}`}</p>;
}
