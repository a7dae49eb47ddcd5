// The local stand-in for Plaid Link (STACK-NOTES "Bank link"; its own chunk, loaded only when the runtime config's
// bankLinkMode is 'local'): an inert <script type="text/plain"> with Link's URL, so react-plaid-link's hook finds
// "its" script and never fetches Plaid's, and a `window.Plaid` whose handler opens a dialog that behaves like Link in
// Plaid's sandbox, talking to the back end's stand-in for Plaid's servers (/api/plaid-local).
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StandInDialog } from './StandInDialog';
import type { StandInConfig } from './standInTypes';

export const PLAID_LINK_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface StandInHandler {
  open: () => void;
  exit: (options?: { force?: boolean }) => void;
  submit: () => void;
  destroy: () => void;
}

function createHandler(config: StandInConfig, apiBase: string): StandInHandler {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  const close = () => {
    root?.unmount();
    host?.remove();
    root = null;
    host = null;
  };
  return {
    open() {
      if (root) return;
      host = document.createElement('div');
      host.dataset.plaidStandIn = 'true';
      document.body.append(host);
      root = createRoot(host);
      root.render(createElement(StandInDialog, { config, apiBase, onClosed: close }));
    },
    // The page closes Link (it unmounts, or opens another): no callbacks, as with Plaid's forced exit.
    exit: close,
    submit: () => undefined,
    destroy: close,
  };
}

export function installPlaidStandIn(apiBase: string): void {
  if (!document.querySelector(`script[src="${PLAID_LINK_URL}"]`)) {
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.src = PLAID_LINK_URL;
    script.dataset.plaidStandIn = 'true';
    document.head.append(script);
  }
  // react-plaid-link types window.Plaid as the real Link's; the stand-in honours the part of it the portal uses.
  (window as unknown as { Plaid: { create: (config: StandInConfig) => StandInHandler } }).Plaid = {
    create: (config) => createHandler(config, apiBase),
  };
}
