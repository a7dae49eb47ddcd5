import '@testing-library/jest-dom';
import { markSessionActive } from '../../src/lib/sessionActivity';
import { i18n } from '@lingui/core';
import { act, cleanup } from '@testing-library/react';
import { installFakeBackend } from '../support/fakeBackend';

beforeEach(() => {
  installFakeBackend();
  // A stored session in a test is a recent one, unless the test says otherwise (clearSessionActivity).
  markSessionActive();
});

// Every test starts in English; a test in another language activates it itself (src/i18n/catalogs.ts). The page is
// taken down first (Testing Library would do it after this), so that no rendered text changes language outside act.
afterEach(() => {
  if (!i18n.locale || i18n.locale === 'en') return;
  cleanup();
  act(() => i18n.activate('en'));
});
// A text asked for by a key no catalog has is a fault, not a key shown to a person.
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`no catalog has the text "${id}" in ${locale}`);
});

// jsdom has <dialog> but not its modal methods; these follow the standard's visible effect (the open attribute).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// jsdom lays nothing out and does not scroll: window.scrollTo (a change of page goes to the top) does nothing here, as
// it would on a page too short to scroll. A test of the scroll spies on it.
window.scrollTo = () => undefined;
