// The card processor's frame as a jsdom test sees it: jsdom loads no page from another origin, so the test speaks the
// frame's side of the protocol (src/components/cardFrame/cardFrameProtocol.ts) from the frame's own window and origin,
// exactly what the page checks. It says 'ready', and answers each request for a token as the test asks.
import { act, screen } from '@testing-library/react';
import { testConfig } from './renderApp';

export const FRAME_CARD = { token: 'tok_TESTtokenOfTheFrame0000000', last4: '1111', network: 'Visa', expiry: '12/30' };

type Answer = 'tokenized' | 'invalid' | 'failed' | 'silent';

/** The frame shown, found by its title in the page's language ('Datos de la tarjeta' in Spanish). */
export async function cardFrame(answer: Answer = 'tokenized', card = FRAME_CARD, title = 'Card details') {
  const frame = await screen.findByTitle<HTMLIFrameElement>(title);
  const frameWindow = frame.contentWindow!;
  const asked: { type: string; requestId: string; targetOrigin: string }[] = [];
  const say = (data: Record<string, unknown>, origin = testConfig.cardFrameOrigin, source: Window = frameWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { source: 'card-frame', ...data } }));
    });
  frameWindow.postMessage = ((message: { type: string; requestId: string }, targetOrigin: string) => {
    asked.push({ ...message, targetOrigin });
    if (answer === 'silent') return;
    setTimeout(() => say({ type: answer, requestId: message.requestId, ...(answer === 'tokenized' ? card : {}) }));
  }) as Window['postMessage'];
  say({ type: 'ready' });
  return { frame, asked, say };
}
