// The stylesheets linked for a page's server-rendered markup: the fewest that define every class it uses beyond those
// index.html links (decision 0078).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageStylesheets } from './pageStylesheets';

describe('the stylesheets of a page rendered by the server', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'page-css-'));
    mkdirSync(join(dist, 'css'));
    const sheets: Record<string, string> = {
      // The start's, which index.html links: the header and a card.
      'boot.1.css': '.head{color:red}.card{padding:1px}@media (min-width:40em){.card{padding:2px}}',
      // A step shared by two chunks: each has the shared form's rules.
      'application.2.css': '.form,.field>.label{margin:0}.steps:hover{color:blue}.card{padding:1px}.a{}',
      'application-store.3.css': '.form,.field>.label{margin:0}.steps:hover{color:blue}.map{height:9px}',
      'enrollment.4.css': '.form{margin:0}.intro{font-size:1.2em}',
      'account.5.css': '.loan{margin:0}',
    };
    for (const [file, css] of Object.entries(sheets)) writeFileSync(join(dist, 'css', file), css);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const stylesheets = () => createPageStylesheets(dist, '<head><link href="/css/boot.1.css" rel="stylesheet"></head>');

  it('adds nothing for markup the linked stylesheets style, nor for classes no stylesheet defines', () => {
    expect(stylesheets().missingFor('<div class="head"><section class="card other">x</section></div>')).toEqual([]);
  });

  it('adds the one stylesheet that defines every class the markup needs, the smaller when two would do', () => {
    const markup =
      '<div class="card"><nav class="steps"></nav><form class="form"><p class="field label">x</p></form></div>';
    expect(stylesheets().missingFor(markup)).toEqual(['/css/application-store.3.css']);
  });

  it('adds as many as the markup needs, each once', () => {
    expect(stylesheets().missingFor('<p class="intro"></p><p class="loan"></p><form class="form"></form>')).toEqual([
      '/css/account.5.css',
      '/css/enrollment.4.css',
    ]);
  });

  it('adds nothing when the build has no stylesheets', () => {
    expect(createPageStylesheets(join(dist, 'none'), '<head></head>').missingFor('<p class="form"></p>')).toEqual([]);
  });
});
