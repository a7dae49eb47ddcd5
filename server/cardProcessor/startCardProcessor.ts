// Starts the card processor's stand-in inside the reference back end (npm start, the tests, a cluster's first
// instance), on its own port: the brands' sites (and, where they are answered, the loopback hosts) may embed its frame.
import type { Settings } from '../settings';
import { buildCardProcessor } from './processorApp';

export function framingOrigins(settings: Settings): string[] {
  const loopback = settings.allowLoopbackHosts
    ? [...new Set([settings.publicPort, settings.port])].flatMap((port) => [
        `http://127.0.0.1:${port}`,
        `http://localhost:${port}`,
      ])
    : [];
  return [...Object.values(settings.brandOrigins), ...loopback];
}

export async function startCardProcessor(settings: Settings): Promise<() => Promise<void>> {
  const processor = await buildCardProcessor({
    origin: settings.cardProcessor.frameOrigin,
    allowedParents: framingOrigins(settings),
    secretKey: settings.cardProcessor.key,
  });
  await processor.listen({ port: settings.cardProcessor.port, host: '127.0.0.1' });
  return () => processor.close();
}
