// Longer words, before the Spanish catalog exists (issue 72): every word a page shows is made about 40% longer and
// accented ("Log In" becomes "Łőöĝ Íñ"), in the page itself, as its app renders it: each text the page holds now and
// each it is given later (a mutation observer; React sets a text's value again when it changes, and it is lengthened
// again). Digits, addresses and amounts are kept, so a page still reads and works. Spanish labels run about a third
// longer than the English ones; a layout that holds these holds them.
import type { Page } from 'playwright-core';

/** Run in the page: lengthens every text under `document.body` from now on. */
function lengthenTexts(): void {
  const ACCENTED: Record<string, string> = {
    a: 'á',
    e: 'é',
    i: 'í',
    o: 'ö',
    u: 'ü',
    n: 'ñ',
    c: 'ç',
    g: 'ĝ',
    l: 'ł',
    s: 'ś',
    y: 'ý',
    z: 'ž',
    A: 'Á',
    E: 'É',
    I: 'Í',
    O: 'Ö',
    U: 'Ü',
    N: 'Ñ',
    C: 'Ç',
    G: 'Ĝ',
    L: 'Ł',
    S: 'Ś',
    Y: 'Ý',
    Z: 'Ž',
  };
  const VOWEL = /[aeiouAEIOU]/;
  /** A word 40% longer: accented, each vowel doubled until it is (then the last letter). */
  const longer = (word: string) => {
    const goal = Math.ceil(word.length * 1.4);
    let out = '';
    let extra = goal - word.length;
    for (const letter of word) {
      out += ACCENTED[letter] ?? letter;
      if (extra > 0 && VOWEL.test(letter)) {
        out += ACCENTED[letter.toLowerCase()] ?? letter;
        extra -= 1;
      }
    }
    return out + (ACCENTED[word.at(-1)!.toLowerCase()] ?? word.at(-1)!).repeat(Math.max(0, extra));
  };
  const made = new WeakMap<Text, string>();
  const lengthen = (text: Text) => {
    const value = text.nodeValue ?? '';
    if (made.get(text) === value) return;
    const parent = text.parentElement;
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) return;
    // Words only: not an email, an address of the web, a number or an amount.
    const next = value.replace(/[A-Za-z][A-Za-z'’]*/g, (word, at: number) => {
      const before = value[at - 1] ?? '';
      const after = value[at + word.length] ?? '';
      return /[@.\d/$]/.test(before) || /[@\d]/.test(after) ? word : longer(word);
    });
    made.set(text, next);
    if (next !== value) text.nodeValue = next;
  };
  const walk = (root: Node) => {
    if (root instanceof Text) return lengthen(root);
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) lengthen(text as Text);
  };
  walk(document.body);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') walk(change.target);
      for (const added of change.addedNodes) walk(added);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** From now on the page's words are 40% longer (until it is loaded again). */
export async function withLongerWords(page: Page): Promise<void> {
  await page.evaluate(lengthenTexts);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
