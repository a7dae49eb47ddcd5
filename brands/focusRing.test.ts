// The focus ring of every brand can be seen (issue 52; WCAG 1.4.11, 3:1 for what shows where the focus is): the ring's
// colour (--brand-focus) against the card's surface and the page around it, and the header's ring against the header.
// Every ring in the stylesheets takes the brand's focus colour (the accent, a lighter colour, is for decoration only).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_KEYS } from './brandKeys';

const HEADER_RING = '#ffbf47';

const channel = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((pair) => channel(parseInt(pair, 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
/** WCAG's contrast ratio of two colours (#rrggbb). */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const tokenOf = (css: string, name: string) => {
  const found = new RegExp(`--brand-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css)?.[1];
  if (!found) throw new Error(`no --brand-${name}`);
  return found;
};

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.scss') ? [path] : [];
  });
}

describe('the focus ring', () => {
  it('is WCAG’s ratio itself: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#f2a900', '#f2a900')).toBe(1);
  });

  it.each(BRAND_KEYS)('of %s is at least 3:1 against the surface, the page and (in the header) the header', (brand) => {
    const css = readFileSync(join(__dirname, brand, 'theme.css'), 'utf8');
    const focus = tokenOf(css, 'focus');
    expect(contrast(focus, tokenOf(css, 'surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(focus, tokenOf(css, 'page-bg'))).toBeGreaterThanOrEqual(3);
    expect(contrast(HEADER_RING, tokenOf(css, 'header-bg'))).toBeGreaterThanOrEqual(3);
  });

  it('takes the brand’s focus colour in every stylesheet, never the accent', () => {
    const rings = stylesheets(join(__dirname, '..', 'src')).flatMap((path) =>
      (readFileSync(path, 'utf8').match(/outline:[^;]*;/g) ?? []).map((rule) => `${path}: ${rule}`),
    );
    expect(rings.length).toBeGreaterThan(5);
    expect(rings.filter((rule) => rule.includes('--brand-accent'))).toEqual([]);
  });
});
