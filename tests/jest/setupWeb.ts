import '@testing-library/jest-dom';
import { markSessionActive } from '../../src/lib/sessionActivity';
import { installFakeBackend } from '../support/fakeBackend';

beforeEach(() => {
  installFakeBackend();
  // A stored session in a test is a recent one, unless the test says otherwise (clearSessionActivity).
  markSessionActive();
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
