import { fireEvent } from '@testing-library/react';
import { trackInputModality } from './inputModality';

describe('how the person last moved through the page', () => {
  let stop: () => void;
  beforeEach(() => {
    delete document.documentElement.dataset.input;
    document.body.innerHTML = '<a href="#x">A link</a><input aria-label="Email"><textarea></textarea>';
    stop = trackInputModality();
  });
  afterEach(() => stop());

  const input = () => document.documentElement.dataset.input;

  it('is the pointer after a tap or a click, and the keyboard after Tab, Enter or an arrow outside a field', () => {
    expect(input()).toBeUndefined();
    fireEvent.pointerDown(document.querySelector('a')!);
    expect(input()).toBe('pointer');
    fireEvent.keyDown(document.querySelector('a')!, { key: 'Enter' });
    expect(input()).toBe('keyboard');
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(input()).toBe('keyboard');
  });

  it('is not the keyboard for typing into a field (an on-screen keyboard too), nor for a shortcut; Tab and Escape are', () => {
    fireEvent.pointerDown(document.querySelector('input')!);
    fireEvent.keyDown(document.querySelector('input')!, { key: 'a' });
    fireEvent.keyDown(document.querySelector('input')!, { key: 'Enter' });
    fireEvent.keyDown(document.querySelector('textarea')!, { key: 'b' });
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(input()).toBe('pointer');
    fireEvent.keyDown(document.querySelector('input')!, { key: 'Tab' });
    expect(input()).toBe('keyboard');
    fireEvent.pointerDown(document.querySelector('input')!);
    fireEvent.keyDown(document.querySelector('input')!, { key: 'Escape' });
    expect(input()).toBe('keyboard');
  });

  it('stops listening when asked', () => {
    stop();
    fireEvent.pointerDown(document.body);
    expect(input()).toBeUndefined();
  });
});
