// The stylesheets a page's server-rendered markup needs beside those index.html links (decision 0078). index.html
// links the app's start's stylesheets (the header, the card, the sign-in form, the footer); a page such as the
// application's first step is styled by its own chunk's stylesheet, which the app would fetch with the chunk. The
// server's HTML must paint styled before the app runs, so every built stylesheet that defines a class the markup uses,
// and that index.html does not link already, is linked in <head> too. CSS modules' class names are hashed, so a class
// names one module's rules; the few global classes are in the start's stylesheets, which are linked anyway.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The classes a stylesheet's selectors name (`.name` outside strings and declarations is a selector's). */
const classesOf = (css: string): string[] => {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}'); // declarations dropped; nested blocks keep their selectors
  return [...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
};

export function createPageStylesheets(dist: string, template: string) {
  const linked = new Set([...template.matchAll(/href="?(\/css\/[^"\s>]+\.css)"?/g)].map((match) => match[1]!));
  const covered = new Set<string>();
  /** Each class the linked stylesheets do not define, with the stylesheets that do. */
  const definedBy = new Map<string, string[]>();
  let files: string[];
  try {
    files = readdirSync(join(dist, 'css')).filter((file) => file.endsWith('.css'));
  } catch {
    files = []; // a build without stylesheets (or none yet): nothing to add
  }
  const sheets = files.map((file) => {
    const css = readFileSync(join(dist, 'css', file), 'utf8');
    return { href: `/css/${file}`, size: css.length, classes: classesOf(css) };
  });
  const sizeOf = new Map(sheets.map((sheet) => [sheet.href, sheet.size]));
  for (const sheet of sheets) if (linked.has(sheet.href)) for (const name of sheet.classes) covered.add(name);
  for (const sheet of sheets) {
    if (linked.has(sheet.href)) continue;
    for (const name of new Set(sheet.classes)) {
      if (covered.has(name)) continue;
      definedBy.set(name, [...(definedBy.get(name) ?? []), sheet.href]);
    }
  }
  return {
    /**
     * The fewest stylesheets that define every class of this markup the linked ones do not: a module shared by
     * several chunks has its rules in each of their stylesheets, so the one that defines the most of what is still
     * missing is taken first, until nothing is (ties go to the smaller, then by name, so the choice is stable).
     */
    missingFor(markup: string): string[] {
      const missing = new Set<string>();
      for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g))
        for (const name of list!.split(/\s+/)) if (definedBy.has(name)) missing.add(name);
      const chosen: string[] = [];
      while (missing.size > 0) {
        const counts = new Map<string, number>();
        for (const name of missing)
          for (const href of definedBy.get(name)!) counts.set(href, (counts.get(href) ?? 0) + 1);
        const [best] = [...counts].sort(
          ([a, m], [b, n]) => n - m || sizeOf.get(a)! - sizeOf.get(b)! || a.localeCompare(b),
        )[0]!;
        chosen.push(best);
        for (const name of [...missing]) if (definedBy.get(name)!.includes(best)) missing.delete(name);
      }
      return chosen.sort();
    },
  };
}
