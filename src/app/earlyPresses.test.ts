import { holdEarlyPresses, pressAgain } from './earlyPresses';

afterEach(() => {
  pressAgain();
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
  holdEarlyPresses();
  document.querySelector('#help span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.getElementById('help')!.click();
  expect(pressed).toEqual([]);

  pressAgain();
  expect(pressed).toEqual(['help']);
  document.getElementById('help')!.click();
  expect(pressed).toEqual(['help', 'help']);
});

it('leaves links alone, and forgets a button that is gone by then', () => {
  const pressed = page();
  holdEarlyPresses();
  document.getElementById('stores')!.click();
  expect(pressed).toEqual(['stores']);
  document.getElementById('gone')!.click();
  document.getElementById('gone')!.remove();
  pressAgain();
  expect(pressed).toEqual(['stores']);
});
