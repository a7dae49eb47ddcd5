import { giveEarlyInputAgain, holdEarlyInput } from './earlyInput';

afterEach(() => {
  giveEarlyInputAgain();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML =
    '<div id="root"><button type="button" id="help"><span>Help</span></button><button type="button" id="gone">Gone</button><a href="#stores" id="stores">Stores</a></div>';
  const pressed: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    const target = event.target as Element;
    pressed.push((target.closest('button, a') as Element).id);
  });
  return pressed;
}

it('keeps a button pressed before the app listens, and presses it once again when it does', () => {
  const pressed = page();
  holdEarlyInput();
  document.querySelector('#help span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.getElementById('help')!.click();
  expect(pressed).toEqual([]);

  giveEarlyInputAgain();
  expect(pressed).toEqual(['help']);
  document.getElementById('help')!.click();
  expect(pressed).toEqual(['help', 'help']);
});

it('leaves links alone, and forgets a button that is gone by then', () => {
  const pressed = page();
  holdEarlyInput();
  document.getElementById('stores')!.click();
  expect(pressed).toEqual(['stores']);
  document.getElementById('gone')!.click();
  document.getElementById('gone')!.remove();
  giveEarlyInputAgain();
  expect(pressed).toEqual(['stores']);
});

it('leaves a field left before the app listens again when it does (unless focus is back in it)', () => {
  document.body.innerHTML =
    '<div id="root"><input id="email" name="email"><input id="password" name="password"><select id="state"></select></div>';
  const left: string[] = [];
  document.getElementById('root')!.addEventListener('focusout', (event) => left.push((event.target as Element).id));
  holdEarlyInput();
  const email = document.getElementById('email') as HTMLInputElement;
  const password = document.getElementById('password') as HTMLInputElement;
  email.focus();
  password.focus();
  email.focus();
  password.focus();
  expect(left).toEqual(['email', 'password', 'email']); // the page's own listeners hear them as they happen

  giveEarlyInputAgain();
  // The email was left (twice: once again is enough); the password holds focus, so it is not left.
  expect(left).toEqual(['email', 'password', 'email', 'email']);
});
