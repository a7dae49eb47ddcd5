// A plain document laid out with @cantoo/pdf-lib (the maintained fork of pdf-lib): a title, headings, wrapped paragraphs and ruled tables on US Letter pages,
// in the PDF standard fonts (nothing embedded, so a document is a few kilobytes). The same blocks and date always
// give the same bytes, so the SHA-256 kept with an agreement names exactly what the borrower was shown.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export type Block =
  | { heading: string }
  | { text: string }
  | { table: { widths: readonly number[]; rows: readonly (readonly string[])[]; header?: boolean } };

export interface LaidOutDocument {
  title: string;
  /** Under the title: who it is for, which loan. */
  subtitle: string | null;
  blocks: readonly Block[];
  /** The document's date (its metadata): fixed by the caller so the bytes do not change from one fetch to the next. */
  date: Date;
  author: string;
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const SIZE = { title: 16, subtitle: 10, heading: 11.5, text: 10, table: 9 } as const;
const LINE = 1.35;
const INK = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.6, 0.6, 0.65);

/** The standard fonts speak WinAnsi: anything else (rare in our texts) is replaced, never a crash. */
const winAnsi = (text: string) =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function renderPdf(document: LaidOutDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(document.title);
  pdf.setAuthor(document.author);
  pdf.setCreator(document.author);
  pdf.setProducer(document.author);
  pdf.setCreationDate(document.date);
  pdf.setModificationDate(document.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, x = PAGE.margin, maxWidth = width) => {
    for (const line of wrap(text, font, size, maxWidth)) {
      room(size * LINE);
      y -= size * LINE;
      page.drawText(line, { x, y, size, font, color: INK });
    }
  };

  write(document.title, bold, SIZE.title);
  if (document.subtitle) write(document.subtitle, regular, SIZE.subtitle);
  y -= 8;
  for (const block of document.blocks) {
    if ('heading' in block) {
      room(SIZE.heading * LINE * 3);
      y -= 6;
      write(block.heading, bold, SIZE.heading);
    } else if ('text' in block) {
      write(block.text, regular, SIZE.text);
      y -= 4;
    } else {
      const total = block.table.widths.reduce((sum, part) => sum + part, 0);
      const columns = block.table.widths.map((part) => (part / total) * width);
      block.table.rows.forEach((row, index) => {
        const font = block.table.header && index === 0 ? bold : regular;
        const cells = row.map((cell, column) => wrap(cell, font, SIZE.table, columns[column]! - 6));
        const height = Math.max(...cells.map((lines) => lines.length)) * SIZE.table * LINE + 4;
        room(height);
        let x = PAGE.margin;
        cells.forEach((lines, column) => {
          lines.forEach((line, at) =>
            page.drawText(line, { x: x + 3, y: y - (at + 1) * SIZE.table * LINE, size: SIZE.table, font, color: INK }),
          );
          x += columns[column]!;
        });
        y -= height;
        page.drawLine({
          start: { x: PAGE.margin, y },
          end: { x: PAGE.margin + width, y },
          thickness: 0.5,
          color: RULE,
        });
      });
      y -= 6;
    }
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) =>
    each.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: RULE,
    }),
  );
  return pdf.save();
}
