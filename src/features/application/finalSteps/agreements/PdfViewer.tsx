// The PDF agreement viewer (application spec 2.3, 7.4; issue 14), the agreements chunk's only module: react-pdf with
// pdf.js (eval never used: see PDF_OPTIONS), a document fetched by address (with the borrower's token in a
// header, never in the address) or read from its bytes; one page at a time with page navigation, zoom and download,
// the page's text selectable and read by screen readers (the text layer). A PDF that will not load says exactly
// 'An error occurred while loading the PDF'.
import { authorizationHeader } from '../../../../api/authorization';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import './pdfWorker';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { AGREEMENT_TEXT } from '../../../../lib/rules/agreements';
import styles from './agreements.module.scss';
import { useMessageText, useTexts } from '../../../../i18n/useTexts';
import { agreementsTexts, type AgreementsText } from './texts/catalog';

export type PdfSource = { url: string; token: string | null } | { bytes: Uint8Array };

export interface PdfViewerProps {
  title: string;
  source: PdfSource;
  /** The document is on screen: it can be agreed. */
  onLoaded: () => void;
}

const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * eval stays off. pdf.js 6 has no eval path left (its PostScript compiler is gone: the worker build has no eval and
 * no `new Function`), and the page's CSP forbids eval; `isEvalSupported: false` is still passed so that a move back
 * to pdf.js 5 (STACK-NOTES' fallback) keeps it off. WebAssembly decoders are not used (our documents have no images
 * that need them, and the CSP does not allow them).
 */
const PDF_OPTIONS: { useWasm: boolean } & Record<string, unknown> = { isEvalSupported: false, useWasm: false };

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.max(240, Math.min(element.clientWidth, 820)));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function PdfViewer({ title, source, onLoaded }: PdfViewerProps) {
  const text = useTexts<AgreementsText>(agreementsTexts);
  const messageText = useMessageText();
  const pdfFailed = messageText(AGREEMENT_TEXT.pdfFailed);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [failed, setFailed] = useState(false);
  const loaded = useRef<{ getData: () => Promise<Uint8Array> } | null>(null);
  const [frame, width] = useWidth<HTMLDivElement>();
  // pdf.js is given a copy of the bytes (it takes ownership of what it reads).
  const file = useMemo(
    () =>
      'url' in source
        ? { url: source.url, httpHeaders: authorizationHeader(source.token) }
        : { data: source.bytes.slice() },
    [source],
  );
  const download = async () => {
    if (!loaded.current) return;
    const bytes = await loaded.current.getData();
    const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = href;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name: the document's title, in the page's language
    link.download = `${title}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };
  if (failed) return <Alert tone="error">{pdfFailed}</Alert>;
  const zoomAt = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar} role="toolbar" aria-label={text('agreements.toolbar', { title })}>
        <Button variant="secondary" className={styles.tool} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {text('agreements.previousPage')}
        </Button>
        <span aria-live="polite">{pages > 0 ? text('agreements.pageOf', { page, pages }) : ''}</span>
        <Button variant="secondary" className={styles.tool} disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {text('agreements.nextPage')}
        </Button>
        <Button
          variant="secondary"
          className={styles.tool}
          aria-label={text('agreements.zoomOut')}
          disabled={zoomAt <= 0}
          onClick={() => setZoom(ZOOMS[zoomAt - 1]!)}
        >
          −
        </Button>
        <span aria-live="polite">{text('agreements.zoom', { percent: Math.round(zoom * 100) })}</span>
        <Button
          variant="secondary"
          className={styles.tool}
          aria-label={text('agreements.zoomIn')}
          disabled={zoomAt >= ZOOMS.length - 1}
          onClick={() => setZoom(ZOOMS[zoomAt + 1]!)}
        >
          +
        </Button>
        <Button variant="secondary" className={styles.tool} disabled={pages === 0} onClick={() => void download()}>
          {text('agreements.download')}
        </Button>
      </div>
      {/* The page scrolls within the dialog: focusable, so the keyboard scrolls it too. */}
      <div
        ref={frame}
        className={styles.page}
        role="region"
        aria-label={text('agreements.pageRegion', { title, page })}
        tabIndex={0}
      >
        <Document
          file={file}
          options={PDF_OPTIONS}
          suspense={false}
          loading={<p>{text('agreements.loadingDocument')}</p>}
          error={<Alert tone="error">{pdfFailed}</Alert>}
          onLoadSuccess={(pdf) => {
            loaded.current = pdf;
            setPages(pdf.numPages);
            setPage(1);
            onLoaded();
          }}
          onLoadError={() => setFailed(true)}
        >
          <Page
            pageNumber={page}
            width={width * zoom}
            suspense={false}
            renderAnnotationLayer={false}
            loading={<p>{text('agreements.loadingPage')}</p>}
          />
        </Document>
      </div>
    </div>
  );
}
