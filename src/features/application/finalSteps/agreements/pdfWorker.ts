// pdf.js reads documents in its worker: webpack emits the worker as a hashed .mjs of this chunk's own, fetched when
// a document first opens (never with the rest of the application).
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
