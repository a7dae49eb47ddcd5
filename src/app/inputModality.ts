// How the person last moved through the page, kept on <html> as data-input: `pointer` (a finger, a pen, a mouse) or
// `keyboard` (a key that moves or acts: Tab and Escape anywhere, any other key outside a field, so that typing into a
// field, on an on-screen keyboard too, is not moving by keyboard). A change of page gives its title the focus for
// screen-reader and keyboard users (PageChange.tsx, decision 0068); its ring shows only to those who move by keyboard
// (global.scss): to someone who tapped, a ring round a heading looks like a fault (issue 72). Controls keep the
// browser's own :focus-visible, which already leaves a tapped button without a ring.
export function trackInputModality(doc: Document = document): () => void {
  const { dataset } = doc.documentElement;
  const onPointer = () => (dataset.input = 'pointer');
  const onKey = ({ key, target, metaKey, ctrlKey, altKey }: KeyboardEvent) => {
    const inField =
      (target as Element | null)?.matches?.('input, textarea, select') && key !== 'Tab' && key !== 'Escape';
    if (!metaKey && !ctrlKey && !altKey && !inField) dataset.input = 'keyboard';
  };
  const options = { capture: true, passive: true };
  doc.addEventListener('pointerdown', onPointer, options);
  doc.addEventListener('keydown', onKey, options);
  return () => {
    doc.removeEventListener('pointerdown', onPointer, options);
    doc.removeEventListener('keydown', onKey, options);
  };
}
