import { typingPaused } from './typingPause';

describe('the take-over waits for the typing to pause', () => {
  let settled: boolean;
  const watch = (promise: Promise<void>) => {
    settled = false;
    void promise.then(() => {
      settled = true;
    });
  };
  const flush = () => Promise.resolve().then(() => undefined);

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<form><label>Email <input id="email" type="email"></label><button id="go" type="button">Log In</button></form>';
  });
  afterEach(() => jest.useRealTimers());

  it('settles at once when the person is not in a text field', async () => {
    watch(typingPaused());
    await flush();
    expect(settled).toBe(true);
  });

  it('waits while keys arrive, and settles after a pause without one', async () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.focus();
    watch(typingPaused({ quietMs: 300, atMostMs: 3000 }));
    for (let key = 0; key < 5; key += 1) {
      jest.advanceTimersByTime(200);
      email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await flush();
      expect(settled).toBe(false);
    }
    jest.advanceTimersByTime(299);
    await flush();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(settled).toBe(true);
  });

  it('settles at once on a press of a button, not on a click elsewhere', async () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.focus();
    watch(typingPaused());
    email.click();
    await flush();
    expect(settled).toBe(false);
    document.getElementById('go')?.click();
    await flush();
    expect(settled).toBe(true);
  });

  it('waits no longer than its limit while the keys keep coming', async () => {
    const email = document.getElementById('email') as HTMLInputElement;
    email.focus();
    watch(typingPaused({ quietMs: 300, atMostMs: 1000 }));
    for (let key = 0; key < 9; key += 1) {
      jest.advanceTimersByTime(100);
      email.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await flush();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(100);
    await flush();
    expect(settled).toBe(true);
  });
});
