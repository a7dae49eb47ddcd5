// Small files that open as what they claim, for the upload tests: a one-page PDF, a 1×1 JPEG header (SOF0 gives its
// size), and a HEIC whose ispe box gives its size. The server opens every upload (issue 30), so a file with the right
// first bytes and nothing readable behind them is refused.
import { PDFDocument } from '@cantoo/pdf-lib';

export async function onePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 100]);
  return document.save();
}

export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00,
  // SOF0: 8-bit, 1 pixel high, 1 pixel wide, 1 component
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);

const box = (type: string, ...parts: Uint8Array[]): Uint8Array => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, ...parts: Uint8Array[]) => box(type, new Uint8Array(4), ...parts);
const size = (width: number, height: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(width, 0);
  bytes.writeUInt32BE(height, 4);
  return bytes;
};

export const HEIC = Uint8Array.from(
  Buffer.concat([
    box('ftyp', Buffer.from('heic'), new Uint8Array(4), Buffer.from('mif1heic')),
    fullBox('meta', box('iprp', box('ipco', fullBox('ispe', size(640, 480))))),
  ]),
);
