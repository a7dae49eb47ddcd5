// After the production build: the store map's library (Leaflet and react-leaflet) is in the map's chunks only
// (map-vendor, fetched by store-map alone), and the PDF viewer's (react-pdf and pdf.js) in the viewer's only
// (pdf-vendor, fetched by the agreements chunk alone); never in the first chunk or another page's. Exit code 1 names
// the files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import loginFilesModule from './login-files.cjs';

const { loginFiles } = loginFilesModule;

const dist = new URL('../dist/', import.meta.url).pathname;
// Strings only Leaflet's code has (its container class and its own version banner).
const LEAFLET = [/leaflet-container/, /leaflet-zoom-animated/];
const MAP_CHUNKS = /^(map-vendor|store-map)\./;
// Strings only pdf.js's code has (its worker option and its text layer's class).
const PDFJS = [/GlobalWorkerOptions/, /textLayer/];
const PDF_CHUNKS = /^(pdf-vendor|agreements)\./;

const offenders = [];
for (const dir of ['js', 'css']) {
  for (const file of readdirSync(join(dist, dir)).filter((name) => name.endsWith(`.${dir}`))) {
    const text = readFileSync(join(dist, dir, file), 'utf8');
    if (LEAFLET.some((pattern) => pattern.test(text)) && !MAP_CHUNKS.test(file)) offenders.push(`${dir}/${file}`);
    if (PDFJS.some((pattern) => pattern.test(text)) && !PDF_CHUNKS.test(file))
      offenders.push(`${dir}/${file} (pdf.js)`);
  }
}
// What /login loads: index.html's files and the boot chunk's.
const login = loginFiles(dist).join('\n');
if (/(map-vendor|store-map)\./.test(login)) offenders.push('/login loads a map chunk');
if (/(pdf-vendor|agreements)\./.test(login)) offenders.push('/login loads a PDF viewer chunk');
const mapFiles = readdirSync(join(dist, 'js')).filter((name) => /^map-vendor\..*\.js$/.test(name));
if (mapFiles.length !== 1) offenders.push(`expected one map-vendor chunk, found ${mapFiles.length}`);

if (offenders.length) {
  console.error(`The map or PDF library is outside its chunks: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log("The map library is in the map's chunks only, and the PDF library in the viewer's.");
