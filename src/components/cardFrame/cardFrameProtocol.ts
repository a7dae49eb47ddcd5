// What the card processor's frame and the portal say to each other by postMessage (decision 0051). The frame speaks
// only to the page that embeds it and the page listens only to its frame, at the processor's origin: both check the
// origin and the window of every message.

/** The card as the processor describes it with its token (never the number or the security code). */
export interface CardToken {
  token: string;
  last4: string;
  network: string;
  expiry: string;
}

export type TokenizeResult =
  | { kind: 'token'; card: CardToken }
  /** The frame shows what is wrong, at the field, and has moved focus there. */
  | { kind: 'invalid' }
  /** The frame did not load, or did not answer in time: the page offers another way. */
  | { kind: 'unavailable' };

/** How long the frame may take to load, and to answer a request for a token. */
export const FRAME_LOAD_MS = 10_000;
export const FRAME_ANSWER_MS = 15_000;

export type FrameMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'submit' }
  | { type: 'changed' }
  | ({ type: 'tokenized'; requestId: string } & CardToken)
  | { type: 'invalid'; requestId: string }
  | { type: 'failed'; requestId: string };

const isText = (value: unknown, max = 80): value is string => typeof value === 'string' && value.length <= max;

/** A message of the frame's, or null for anything else (another window's, a malformed one). */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.source !== 'card-frame') return null;
  switch (message.type) {
    case 'ready':
    case 'submit':
    case 'changed':
      return { type: message.type };
    case 'resize':
      return typeof message.height === 'number' && Number.isFinite(message.height)
        ? { type: 'resize', height: message.height }
        : null;
    case 'tokenized':
      return isText(message.requestId) &&
        isText(message.token) &&
        isText(message.last4, 4) &&
        isText(message.network) &&
        isText(message.expiry, 7)
        ? {
            type: 'tokenized',
            requestId: message.requestId,
            token: message.token,
            last4: message.last4,
            network: message.network,
            expiry: message.expiry,
          }
        : null;
    case 'invalid':
    case 'failed':
      return isText(message.requestId) ? { type: message.type, requestId: message.requestId } : null;
    default:
      return null;
  }
}
